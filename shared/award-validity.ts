// Award validity display of SPEC §5: each year shown as 'year-year+1', joined with '; '.

export function formatValidity(years: number[]): string {
  return years
    .filter((y) => Number.isInteger(y))
    .map((y) => `${y}-${y + 1}`)
    .join('; ');
}
