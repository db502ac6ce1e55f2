import { describe, expect, it } from 'vitest';
import { csvCell, spreadsheetCsv } from './csv';

describe('csvCell', () => {
  it('turns every would-be formula into plain text', () => {
    for (const formula of ['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1:A9)', '\t=1', '\r=1']) {
      expect(csvCell(formula), formula).toBe(`'${formula}`);
    }
  });

  it('leaves every other text as it is', () => {
    for (const text of ['Нигяр Əliyeva', 'a=b', 'leyla@example.com', '10.00', '**** 1111', "'quoted", ' =spaced', '']) {
      expect(csvCell(text), text).toBe(text);
    }
  });
});

describe('spreadsheetCsv', () => {
  it('writes a BOM, the header and quoted cells, each through csvCell', () => {
    expect(
      spreadsheetCsv(['name', 'amount'] as const, [
        { name: '=HYPERLINK("http://evil.example","x")', amount: '10.00' },
        { name: 'Leyla, "Jr."', amount: '5.00' },
      ]),
    ).toBe('\uFEFFname,amount\n"\'=HYPERLINK(""http://evil.example"",""x"")",10.00\n"Leyla, ""Jr.""",5.00\n');
  });
});
