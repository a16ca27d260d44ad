import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { formatThousands, tokyoParts, type PaymentAccount } from '@jauc/contract';
import type { TextLanguage } from '../../lib/request-language.js';
import * as clock from '../../lib/clock.js';
import { PDF_TEXT } from './purchase-texts.js';

// The invoice and the export certificate as real PDFs (pdfkit). The standard PDF fonts have no
// Cyrillic, so the text is set in DejaVu Sans, shipped with the server (assets/fonts, Bitstream
// Vera licence) and embedded as a subset of the glyphs used: a Russian invoice reads anywhere.

// The font sits at apps/server/assets: two levels up from the bundle (dist/main.js), three from
// this source file (tests, tsx).
const FONT_CANDIDATES = ['../assets/fonts/DejaVuSans.ttf', '../../../assets/fonts/DejaVuSans.ttf'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
let font: Buffer | null = null;
function bodyFont(): Buffer {
  if (!font) {
    const file = FONT_CANDIDATES.find((p) => fs.existsSync(p));
    if (!file) throw new Error(`DejaVuSans.ttf not found (looked at ${FONT_CANDIDATES.join(', ')})`);
    font = fs.readFileSync(file);
  }
  return font;
}

export interface PdfCar {
  reference: string;
  title: string;
  chassis: string;
  year: number;
  mileage: number;
  color: string;
  engine: number;
  auction: string;
  lotNo: number;
  purchaseDate: string;
  ownerName: string;
  consigneeName: string;
  exportPort: string;
  destination: string;
  typeOfExport: string;
}

type Text = (typeof PDF_TEXT)[TextLanguage];

function newDocument(title: string, lang: TextLanguage) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: lang === 'ru' ? 'ru-RU' : 'en-GB',
    info: { Title: title, Author: 'JAUC', Subject: title, CreationDate: clock.now() },
  });
  doc.registerFont('body', bodyFont());
  doc.font('body');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

function heading(doc: PDFKit.PDFDocument, title: string, car: PdfCar, t: Text) {
  doc.fontSize(22).text(title);
  doc.moveDown(0.3).fontSize(10).fillColor('#444')
    .text(`${t.number} ${car.reference}    ${t.date} ${tokyoParts(clock.now()).date}`)
    .fillColor('black').moveDown();
}

function pairs(doc: PDFKit.PDFDocument, rows: Array<[string, string]>) {
  doc.fontSize(10);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor('#555').text(label, 50, y, { width: 160 });
    doc.fillColor('black').text(value || '—', 220, y, { width: 325 });
    doc.moveDown(0.2);
  }
  doc.moveDown();
}

function carRows(car: PdfCar, t: Text): Array<[string, string]> {
  return [
    [t.car, car.title], [t.chassis, car.chassis], [t.year, String(car.year)], [t.mileage, `${formatThousands(car.mileage)} km`],
    [t.colour, car.color], [t.engine, `${formatThousands(car.engine)} cc`], [t.auction, `${car.auction}, ${t.lot} ${car.lotNo}`],
    [t.purchaseDate, car.purchaseDate],
  ];
}

/** How the invoice is paid (issue 21 §5): the reference, the accounts and the consignee. */
export interface PdfPayment {
  reference: string;
  accounts: PaymentAccount[];
  consignee: { fullName: string; address: string; country: string; port: string; telephone: string; email: string };
}

/** The seller (of the first account), the reference, each currency's bank details, or the note to ask for them. */
function paymentBlock(doc: PDFKit.PDFDocument, pay: PdfPayment, t: Text) {
  doc.addPage();
  doc.fontSize(14).text(t.payTo).moveDown(0.5);
  pairs(doc, [[t.reference, pay.reference]]);
  doc.fontSize(9).fillColor('#555').text(t.referenceNote, 50, doc.y, { width: 495 }).fillColor('black').moveDown();
  if (pay.accounts.length === 0) {
    doc.fontSize(10).text(t.noAccounts, 50, doc.y, { width: 495 }).moveDown();
  }
  for (const a of pay.accounts) {
    doc.fontSize(12).text(`${t.currency}: ${a.currency}`, 50, doc.y).moveDown(0.3);
    pairs(doc, [
      [t.seller, `${a.sellerName}\n${a.sellerAddress}`], [t.bank, a.bankName], [t.bankAddress, a.bankAddress], [t.swift, a.swift],
      [t.accountNumber, a.accountNumber], [t.accountHolder, a.accountHolder], ...(a.note ? [['', a.note] as [string, string]] : []),
    ]);
  }
  const c = pay.consignee;
  doc.fontSize(12).text(t.consigneeBlock, 50, doc.y).moveDown(0.3);
  pairs(doc, [[t.consignee, c.fullName], [t.address, c.address], [t.country, c.country], [t.port, c.port], [t.telephone, c.telephone], [t.email, c.email]]);
  doc.fontSize(9).fillColor('#555').text(t.proofNote, 50, doc.y, { width: 495 }).fillColor('black');
}

/** The invoice of a purchase: the car, each finance line and the total, then how to pay it, in `lang`. */
export async function invoicePdf(car: PdfCar, lines: Array<{ label: string; value: number }>, total: number, lang: TextLanguage, pay?: PdfPayment): Promise<Buffer> {
  const t = PDF_TEXT[lang];
  const { doc, done } = newDocument(`${t.invoice} ${car.reference}`, lang);
  heading(doc, t.invoice, car, t);
  const seller = pay?.accounts[0];
  pairs(doc, [...(seller ? [[t.seller, `${seller.sellerName}\n${seller.sellerAddress}`] as [string, string]] : []), [t.billTo, car.ownerName],
    ...(pay ? [[t.reference, pay.reference] as [string, string]] : []), ...carRows(car, t)]);
  const row = (label: string, amount: string, size = 11) => {
    const y = doc.y;
    doc.fontSize(size).text(label, 50, y, { width: 300 });
    doc.text(amount, 350, y, { width: 195, align: 'right' });
    doc.moveDown(0.4);
  };
  doc.fillColor('#555');
  row(t.item, t.amount, 10);
  doc.fillColor('black');
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke().moveDown(0.4);
  for (const line of lines) row(line.label, `¥${formatThousands(line.value)}`);
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke().moveDown(0.4);
  row(t.total, `¥${formatThousands(total)}`, 13);
  doc.moveDown(2).fontSize(9).fillColor('#555').text(t.payNote, 50, doc.y, { width: 495 }).fillColor('black');
  if (pay) paymentBlock(doc, pay, t);
  doc.end();
  return done;
}

/** An export certificate of the car (demo documents; real ones come from the customs broker). */
export async function exportCertificatePdf(car: PdfCar, lang: TextLanguage): Promise<Buffer> {
  const t = PDF_TEXT[lang];
  const { doc, done } = newDocument(`${t.certificate} ${car.reference}`, lang);
  heading(doc, t.certificate, car, t);
  pairs(doc, [
    ...carRows(car, t), [t.exporter, 'JAUC'], [t.consignee, car.consigneeName], [t.exportPort, car.exportPort],
    [t.destination, car.destination], [t.typeOfExport, car.typeOfExport],
  ]);
  doc.fontSize(10).text(t.certNote, 50, doc.y, { width: 495 });
  doc.end();
  return done;
}
