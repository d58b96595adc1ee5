/**
 * The kinds of file a form may take, each known by its name and by its first bytes (a server
 * never trusts the declared type: HTML sent as image/png is still HTML).
 */
export interface FileKind {
  /** How a message names it: 'PDF', 'Word', 'JPEG'. */
  label: string;
  mime: string;
  extensions: readonly string[];
  /** Whether a file's first HEAD_BYTES bytes are this kind's signature. */
  matches(head: Uint8Array): boolean;
}

/** Enough of a file's start for every signature below (a Word .docx names its first part at byte 30). */
export const HEAD_BYTES = 64;

const startsWith = (head: Uint8Array, offset: number, expected: string | readonly number[]) => {
  const bytes = typeof expected === 'string' ? [...expected].map((ch) => ch.charCodeAt(0)) : expected;
  return bytes.every((b, i) => head[offset + i] === b);
};
const containsText = (head: Uint8Array, text: string) => String.fromCharCode(...head).includes(text);

export const FILE_KINDS = {
  pdf: { label: 'PDF', mime: 'application/pdf', extensions: ['.pdf'], matches: (h) => startsWith(h, 0, '%PDF-') },
  doc: {
    label: 'Word',
    mime: 'application/msword',
    extensions: ['.doc'],
    matches: (h) => startsWith(h, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  // A .docx is a zip whose first part is the Office content-types list.
  docx: {
    label: 'Word',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    matches: (h) => startsWith(h, 0, [0x50, 0x4b, 0x03, 0x04]) && containsText(h, '[Content_Types].xml'),
  },
  rtf: { label: 'RTF', mime: 'application/rtf', extensions: ['.rtf'], matches: (h) => startsWith(h, 0, '{\\rtf') },
  jpeg: {
    label: 'JPEG',
    mime: 'image/jpeg',
    extensions: ['.jpg', '.jpeg'],
    matches: (h) => startsWith(h, 0, [0xff, 0xd8, 0xff]),
  },
  png: {
    label: 'PNG',
    mime: 'image/png',
    extensions: ['.png'],
    matches: (h) => startsWith(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  gif: {
    label: 'GIF',
    mime: 'image/gif',
    extensions: ['.gif'],
    matches: (h) => startsWith(h, 0, 'GIF87a') || startsWith(h, 0, 'GIF89a'),
  },
  webp: {
    label: 'WebP',
    mime: 'image/webp',
    extensions: ['.webp'],
    matches: (h) => startsWith(h, 0, 'RIFF') && startsWith(h, 8, 'WEBP'),
  },
  // Phones save photos as HEIC: an ISO media file whose brand is a HEIF image.
  heic: {
    label: 'HEIC',
    mime: 'image/heic',
    extensions: ['.heic', '.heif'],
    matches: (h) =>
      startsWith(h, 4, 'ftyp') && ['heic', 'heix', 'mif1', 'msf1'].some((brand) => startsWith(h, 8, brand)),
  },
} satisfies Record<string, FileKind>;

export type FileKindName = keyof typeof FILE_KINDS;

/** spec.md section 5's career applicant: a résumé or cover letter, or a picture of one. */
export const APPLICANT_FILE_KINDS: readonly FileKindName[] = ['pdf', 'doc', 'docx', 'rtf', 'jpeg', 'png'];
/** spec.md section 5's service request pictures. */
export const IMAGE_FILE_KINDS: readonly FileKindName[] = ['jpeg', 'png', 'gif', 'webp', 'heic'];

/** The `accept` of a file input for these kinds: '.pdf,application/pdf,...'. */
export const acceptOf = (kinds: readonly FileKindName[]) =>
  kinds.flatMap((k) => [...FILE_KINDS[k].extensions, FILE_KINDS[k].mime]).join(',');

/** 'PDF, Word, RTF, JPEG or PNG'. */
export function kindsLabel(kinds: readonly FileKindName[]): string {
  const labels = [...new Set(kinds.map((k) => FILE_KINDS[k].label))];
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}` : (labels[0] ?? '');
}

/** The kind of a file whose name and first bytes agree on one of `kinds`, else undefined. */
export function fileKindOf(name: string, head: Uint8Array, kinds: readonly FileKindName[]): FileKindName | undefined {
  const lower = name.toLowerCase();
  return kinds.find((k) => FILE_KINDS[k].extensions.some((ext) => lower.endsWith(ext)) && FILE_KINDS[k].matches(head));
}
