import { careerApplicationForm } from '../../core/forms/declarations/career-application';
import type { FieldSpec, FileField } from '../../core/forms/engine/field-spec';
import {
  APPLICANT_FILE_KINDS,
  fileKindOf,
  type FileKindName,
  HEAD_BYTES,
  kindsLabel,
} from '../../core/forms/engine/file-kinds';
import type { FieldError } from '../../core/forms/engine/validate-form';

/** What the demo keeps of an uploaded file: its name, its size and what its first bytes say it is. */
export interface RecordedFile {
  file: string;
  bytes: number;
  kind?: FileKindName;
}

interface FileRule {
  kinds: readonly FileKindName[];
  maxFiles: number;
  maxBytes: number;
  tooMany: string;
  tooLarge: string;
}

/** The limits of a form's file field, from the declaration the client rendered. */
function fileRule(fields: readonly FieldSpec[], kinds: readonly FileKindName[]): FileRule {
  const field = fields.find((f): f is FileField => f.kind === 'file');
  if (!field) throw new Error('form-files: the declaration has no file field');
  return {
    kinds,
    maxFiles: field.maxFiles,
    maxBytes: field.maxBytes,
    tooMany: field.tooManyMessage,
    tooLarge: field.tooLargeMessage,
  };
}

/** spec.md sections 5, 8 and 9: the career applicant sends at most three files of 3,072,000 bytes. */
export const FORM_FILE_RULES: Record<string, FileRule> = {
  '/forms/applicant': fileRule(careerApplicationForm.fields, APPLICANT_FILE_KINDS),
};

/** Reads a file's first bytes, never the rest: the bytes themselves are not kept. */
export async function recordFile(file: File, path: string): Promise<RecordedFile> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return { file: file.name, bytes: file.size, kind: fileKindOf(file.name, head, FORM_FILE_RULES[path]?.kinds ?? []) };
}

/** The problems of a post's files under its path's rule; a path without one takes no file. */
export function checkFormFiles(path: string, files: { field: string; file: RecordedFile }[]): FieldError[] {
  if (!files.length) return [];
  const rule = FORM_FILE_RULES[path];
  if (!rule) return [{ name: files[0].field, message: 'This form takes no files.' }];
  if (files.length > rule.maxFiles) return [{ name: files[0].field, message: rule.tooMany }];
  const tooLarge = files.find((f) => f.file.bytes > rule.maxBytes);
  if (tooLarge) return [{ name: tooLarge.field, message: rule.tooLarge }];
  const unknown = files.find((f) => !f.file.kind);
  return unknown ? [{ name: unknown.field, message: `Send a ${kindsLabel(rule.kinds)} file.` }] : [];
}
