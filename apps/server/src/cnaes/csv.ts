/**
 * RFC 4180 CSV: fields separated by commas, optionally in double quotes, a
 * quote inside a quoted field written twice; quoted fields may hold commas
 * and line breaks. `\r\n` and `\n` both end a record; a final empty line is
 * not a record. Answers the header row's names mapped onto each record.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\n') {
      endRow();
    } else if (char === '\r' && text[i + 1] === '\n') {
      // the \n ends the row
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error('CSV: unterminated quoted field');
  if (field !== '' || row.length > 0) endRow();

  const [header, ...records] = rows;
  if (!header) return [];
  return records.map((record, index) => {
    if (record.length !== header.length) {
      throw new Error(`CSV: record ${index + 2} has ${record.length} fields, the header ${header.length}`);
    }
    return Object.fromEntries(header.map((name, column) => [name, record[column] ?? '']));
  });
}
