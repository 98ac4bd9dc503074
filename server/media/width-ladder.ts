// The media route's width steps: the ladder lives in shared/ so the app's srcset offers exactly the widths rendered.
export { WIDTH_LADDER, snapWidth } from '#shared/width-ladder';
