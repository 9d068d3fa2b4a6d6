/**
 * A PDF of these objects (numbered from 1, the first the catalogue) after `header`, with its
 * cross-reference table and trailer: small, but one the server's content check accepts.
 */
export function pdfOfObjects(objects: readonly string[], header = '%PDF-1.4\n'): Buffer {
  let body = header;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
