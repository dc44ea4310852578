// A picture that cannot load (offline and not in the worker's cache, or gone) gives way to its
// description, never a broken-image box.
import { useState } from 'react';

interface Props {
  src: string;
  alt: string;
  loading: 'eager' | 'lazy';
  /** Said when the picture has no description. */
  label: string;
  /** Its dimensions as the server told them: the box is held before the picture loads. */
  width?: number;
  height?: number;
}

export function PictureOrText({ src, alt, loading, label, width, height }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <span className="attachment__missing">{alt || label}</span>;
  return <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" onError={() => setFailed(src)} />;
}
