// The compose form as a drop zone for files: `dropping` while files are dragged over it (a drag
// that leaves sends no event the form can trust, so the indicator times out on its own).
import { useRef, useState, type DragEvent } from 'react';
import { DROP_INDICATOR_MS } from './rules';

export function useDropZone(onFiles: (files: FileList) => void) {
  const [dropping, setDropping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onDragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    setDropping(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setDropping(false), DROP_INDICATOR_MS);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDropping(false);
    onFiles(e.dataTransfer.files);
  };
  return { dropping, dropProps: { onDragOver, onDrop } };
}
