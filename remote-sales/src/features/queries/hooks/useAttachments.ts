import { useCallback, useRef, useState } from 'react';
import { attachmentProblem, type AttachmentProblem } from '../lib/attachmentCheck';
import { fileSizeLabel } from '../lib/fileSize';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

export interface ChosenFile {
  id: number;
  file: File;
}

/**
 * The files chosen for a query or a reply: each checked as it is added (its kind by its first bytes,
 * its size), at most `maxFiles`; a refused file is named in `problems` and left out, the others stay.
 */
export function useAttachments(maxFiles: number, maxBytes: number) {
  const { t } = useT();
  const { locale } = useLocaleFormat();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const nextId = useRef(1);
  // What is chosen, as of the last add: two quick adds in a row must not both see room for the same slot.
  const current = useRef<ChosenFile[]>([]);

  const problemText = useCallback(
    (problem: AttachmentProblem, values: { name: string; size: string }): string => {
      if (problem === 'type') return t('queries.files.type', values);
      if (problem === 'size') return t('queries.files.size', values);
      if (problem === 'empty') return t('queries.files.empty', values);
      return t('queries.files.unreadable', values);
    },
    [t],
  );

  const add = useCallback(
    async (chosen: readonly File[]) => {
      const size = fileSizeLabel(maxBytes, locale);
      const refused: string[] = [];
      const checked = await Promise.all(chosen.map(async (file) => ({ file, problem: await attachmentProblem(file, maxBytes) })));
      const kept = [...current.current];
      for (const { file, problem } of checked) {
        if (problem) refused.push(problemText(problem, { name: file.name, size }));
        else if (kept.length >= maxFiles) refused.push(t('queries.files.tooMany', { name: file.name, max: maxFiles }));
        else kept.push({ id: nextId.current++, file });
      }
      current.current = kept;
      setFiles(kept);
      setProblems(refused);
    },
    [locale, maxBytes, maxFiles, problemText, t],
  );

  const remove = useCallback((id: number) => {
    current.current = current.current.filter((chosen) => chosen.id !== id);
    setFiles(current.current);
    setProblems([]);
  }, []);

  const clear = useCallback(() => {
    current.current = [];
    setFiles([]);
    setProblems([]);
  }, []);

  return { files, problems, add, remove, clear, maxFiles, maxBytes, full: files.length >= maxFiles };
}

export type AttachmentsState = ReturnType<typeof useAttachments>;
