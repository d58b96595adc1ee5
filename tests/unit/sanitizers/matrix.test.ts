import { describe, expect, it } from 'vitest';
import { type Cell, failureReport, failures, matrixTable } from '../../sanitizers/matrix';

const cell = (widget: string, form: string, column: string, outcome: Cell['outcome'], sanitized = ''): Cell => ({
  widget,
  form,
  column,
  outcome,
  sanitized,
});

describe('the sanitizer matrix', () => {
  const cells = [
    cell(
      'floorplans',
      'link',
      'sanitize-html',
      'mounted',
      '<a href="/our-floorplans#hb=floorplans">Our floorplans</a>',
    ),
    cell('floorplans', 'div', 'sanitize-html', 'stripped', '<div></div>'),
    cell('floorplans', 'element', 'sanitize-html', 'stripped'),
    cell('login', 'div', 'sanitize-html', 'stripped', '<div></div>'),
    cell('login', 'element', 'sanitize-html', 'attribute error', '<hb-login></hb-login>'),
    cell(
      'contact-form',
      'element',
      'sanitize-html',
      'mounted, text left beside it',
      '<p><hb-contact-form></p><p>Call us</p><p></hb-contact-form></p>',
    ),
    cell('contact-form', 'div', 'sanitize-html', 'mounted', '<div data-hb-widget="contact-form"><p>Call us</p></div>'),
  ];

  it('passes a widget when at least one of its forms mounts, and fails it where none does or it has no snippet', () => {
    expect(
      failures(['floorplans', 'login', 'event', 'contact-form'], ['sanitize-html'], cells).map(
        ({ widget, column }) => `${widget} × ${column}`,
      ),
    ).toEqual(['login × sanitize-html', 'event × sanitize-html']);
  });

  it('shows which forms mounted (marking text left beside the widget), and why none did', () => {
    const table = matrixTable(['floorplans', 'login', 'event', 'contact-form'], ['sanitize-html'], cells).split('\n');
    expect(table[0]).toMatch(/^\| widget +\| sanitize-html +\|$/);
    expect(table.slice(2).map((row) => row.split('|').map((text) => text.trim())[2])).toEqual([
      'link',
      '— (element: attribute error)',
      '— (no snippet)',
      'element†, div',
    ]);
  });

  it('reports what the sanitizer left of each form of a failing pair', () => {
    expect(failureReport(failures(['login', 'event'], ['sanitize-html'], cells))).toBe(
      [
        '  login × sanitize-html: no form mounts',
        '    div (stripped): <div></div>',
        '    element (attribute error): <hb-login></hb-login>',
        '  event × sanitize-html: no form mounts',
        '    the gallery offers no snippet for it',
      ].join('\n'),
    );
  });
});
