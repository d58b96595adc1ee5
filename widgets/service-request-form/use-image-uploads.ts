import { useEffect, useRef, useState } from 'react';
import {
  deleteWarrantyImage,
  type IssueKind,
  SERVICE_IMAGE_MESSAGES,
  uploadWarrantyImage,
  type WarrantyItem,
} from '../../core/api/service';
import { imageSelectionProblem } from '../../core/rules';
import { specMessage } from '../../core/i18n';
import { useLang, useText } from '../../core/mount';
import { text } from './messages';
import { prepareImage } from './prepare-image';

type Image = WarrantyItem['images'][number];

/** A line under the pictures: what went wrong, or what was done for the visitor. */
export interface UploadNote {
  text: string;
  tone: 'error' | 'info';
}

/** The picture going up now, and how far it is. */
export interface CurrentUpload {
  name: string;
  percent: number;
}

/** Titles are kept short on the server (100 characters). */
const TITLE_MAX = 100;

/**
 * One issue's pictures: a selection is checked (five at most, counting those on the issue), each
 * picture made to fit and uploaded in turn with its progress, and a picture removed on request.
 * The issue's list changes only when the server says so.
 */
export function useImageUploads(
  kind: IssueKind,
  issue: WarrantyItem,
  update: (change: (images: Image[]) => Image[]) => void,
) {
  const [current, setCurrent] = useState<CurrentUpload>();
  const [queued, setQueued] = useState(0);
  const [notes, setNotes] = useState<UploadNote[]>([]);
  const [removing, setRemoving] = useState<number>();
  const lifetime = useRef<AbortController | undefined>(undefined);
  const t = useText(text);
  const lang = useLang();
  // spec.md's messages (too many, too large, upload and delete failures) in the visitor's language.
  const spec = (message: string) => specMessage(message, lang);

  useEffect(() => {
    lifetime.current = new AbortController();
    return () => lifetime.current?.abort();
  }, []);

  const choose = async (files: File[]) => {
    if (!files.length || current || queued) return;
    const tooMany = imageSelectionProblem(files.length, issue.images.length);
    if (tooMany) return setNotes([{ text: spec(tooMany), tone: 'error' }]);
    const found: UploadNote[] = [];
    setNotes([]);
    setQueued(files.length);
    for (const [index, chosen] of files.entries()) {
      const signal = lifetime.current?.signal;
      if (signal?.aborted) return;
      setCurrent({ name: chosen.name, percent: 0 });
      const prepared = await prepareImage(chosen);
      if (!prepared.ok) {
        found.push({ text: `${chosen.name}: ${spec(SERVICE_IMAGE_MESSAGES.tooLarge)}`, tone: 'error' });
      } else {
        const title = prepared.file.name.slice(0, TITLE_MAX);
        const answer = await uploadWarrantyImage(kind, issue.id, prepared.file, title, {
          signal,
          onProgress: (percent) => setCurrent({ name: chosen.name, percent }),
        });
        if (signal?.aborted) return;
        if (answer.status === 'success') {
          update((images) => [...images, { id: answer.imageId, name: title }]);
          found.push({
            text: prepared.resized ? t('resized', { name: chosen.name, title }) : t('uploaded', { name: chosen.name }),
            tone: 'info',
          });
        } else found.push({ text: `${chosen.name}: ${spec(answer.message)}`, tone: 'error' });
      }
      setQueued(files.length - index - 1);
    }
    setCurrent(undefined);
    setNotes(found);
  };

  const remove = async (image: Image) => {
    if (removing !== undefined) return;
    setRemoving(image.id);
    const answer = await deleteWarrantyImage(kind, image.id, issue.id, lifetime.current?.signal);
    if (lifetime.current?.signal.aborted) return;
    setRemoving(undefined);
    if (answer.status === 'success') {
      update((images) => images.filter((i) => i.id !== image.id));
      setNotes([{ text: t('removed', { name: image.name }), tone: 'info' }]);
    } else setNotes([{ text: spec(answer.message), tone: 'error' }]);
  };

  return { current, queued, notes, removing, choose, remove };
}
