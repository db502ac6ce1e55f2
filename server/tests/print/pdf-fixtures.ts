/** Small real PDFs of a given page count and size, standing in for the book engine's where a test need not draw a book. */
import PDFDocument from 'pdfkit';

export function pdfOf(pages: number, width: number, height: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [width, height], autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let page = 1; page <= pages; page += 1) doc.addPage({ size: [width, height], margin: 0 }).text(`page ${page}`);
    doc.end();
  });
}
