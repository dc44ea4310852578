// stopGifs: an animated GIF shows as a still frame until hovered or focused.
import { useEffect, useRef, useState } from 'react';

interface Props {
  src: string;
  alt: string;
  loading: 'eager' | 'lazy';
}

export default function StillImage({ src, alt, loading }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  const [animate, setAnimate] = useState(false);

  useEffect(() => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => {
      const c = canvas.current;
      if (!c) return;
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      try {
        c.getContext('2d')?.drawImage(img, 0, 0);
        setReady(true);
      } catch {
        // A canvas we may not draw on: show the image itself.
      }
    };
    img.src = src;
  }, [src]);

  return (
    <span
      className="still-image"
      onMouseEnter={() => setAnimate(true)}
      onMouseLeave={() => setAnimate(false)}
      onFocus={() => setAnimate(true)}
      onBlur={() => setAnimate(false)}
    >
      <canvas ref={canvas} aria-hidden="true" hidden={!ready || animate} />
      <img src={src} alt={alt} loading={loading} decoding="async" className={ready && !animate ? 'visually-hidden' : undefined} />
    </span>
  );
}
