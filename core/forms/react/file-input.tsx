import { type InputHTMLAttributes, useRef } from 'react';
import type { ChosenFile, FileField } from '../engine/field-spec';
import { useText } from '../../mount/use-text';
import { formText } from '../engine/form-text';
import type { ControlProps } from './form-field';

interface FileInputProps extends InputHTMLAttributes<HTMLInputElement> {
  field: FileField;
  id: string;
  files: readonly ChosenFile[];
  onFiles(files: readonly ChosenFile[]): void;
}

const KB = 1000;
/** '2.4 MB', '512 KB': how a file's size is named beside it (spec.md counts 3MB as 3,072,000 bytes). */
export function fileSize(bytes: number): string {
  return bytes >= KB * KB ? `${(bytes / (KB * KB)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / KB))} KB`;
}

/**
 * Files chosen one pick at a time: each pick adds to the list (the input itself is emptied, so the
 * same file can be picked again after a removal), each chosen file can be removed before sending,
 * and a pick that breaks the field's limits says so on the field at once. The list is the answer:
 * it stays through a failed submit, so nothing has to be picked again.
 */
export function FileInput({ field, id, files, onFiles, ...attributes }: FileInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const t = useText(formText);
  const remove = (index: number) => {
    onFiles(files.filter((_, i) => i !== index));
    // The removed file's button disappears: keep the visitor in the field.
    input.current?.focus();
  };
  return (
    <>
      <input
        {...attributes}
        ref={input}
        id={id}
        className="hb-form__control hb-form__control--file"
        type="file"
        accept={field.accept}
        multiple={field.maxFiles > 1}
        onChange={(e) => {
          const picked = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (picked.length) onFiles([...files, ...picked]);
        }}
      />
      {files.length ? (
        <ul className="hb-form__files" aria-label={t('chosenFor', { label: field.label })}>
          {files.map((f, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name; each choice replaces the list whole
              key={`${f.name}-${i}`}
              className={f.size > field.maxBytes ? 'hb-form__file hb-form__file--too-large' : 'hb-form__file'}
            >
              <span className="hb-form__file-name">{f.name}</span>
              <span className="hb-form__file-size">{fileSize(f.size)}</span>
              <button type="button" className="hb-form__file-remove" onClick={() => remove(i)}>
                {t('remove')}
                <span className="hb-visually-hidden"> {f.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The file picker as a form's control: `<Form controls={{ file: FileControl }} />`. */
export function FileControl({ attributes, field, value, onChange }: ControlProps<'file'>) {
  return (
    <FileInput
      {...attributes}
      field={field}
      files={Array.isArray(value) ? (value as readonly unknown[] as readonly ChosenFile[]) : []}
      onFiles={onChange}
    />
  );
}
