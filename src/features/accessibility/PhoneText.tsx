// Text with its +853 phone numbers as tel: links (SPEC §5).
import { linkifyMacaoPhones, unbreakablePhone } from '#/lib/phone';

export function PhoneText({ text }: { text: string }) {
  const parts = linkifyMacaoPhones(text);
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <a key={i} href={`tel:${p.tel}`} className="ltr-island" dir="ltr">
            {unbreakablePhone(p.text)}
          </a>
        ),
      )}
    </>
  );
}
