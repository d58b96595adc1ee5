import { Hono } from 'hono';

/**
 * Local stand-ins for the CMS's documents (feature sheets, brochures): /demo-documents/<name>.pdf
 * answers a one-page PDF titled with the name, so no demo link is dead and none leaves the machine.
 */
export function documentRoutes(): Hono {
  const app = new Hono();
  app.get('/demo-documents/:name', (c) => {
    const m = /^([a-z0-9-]+)\.pdf$/.exec(c.req.param('name'));
    if (!m) return c.notFound();
    return c.body(onePagePdf(m[1].replace(/-/g, ' ')), 200, {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return app;
}

/** A minimal valid PDF (letter size, one line of Helvetica); the byte offsets in xref must be exact. */
function onePagePdf(title: string): string {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 28 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
