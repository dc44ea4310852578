// A video that loops per loopVideo / loopVideoSilentOnly (silent-only needs to know if it has sound).
import { useState, type SyntheticEvent } from 'react';
import type { Attachment } from '../../../entities/types';
import { shouldLoopVideo } from '../../../lib/statusRules';

interface MediaWithAudioHints extends HTMLVideoElement {
  mozHasAudio?: boolean;
  webkitAudioDecodedByteCount?: number;
  audioTracks?: { length: number };
}

function detectAudio(v: MediaWithAudioHints): boolean | null {
  if (typeof v.mozHasAudio === 'boolean') return v.mozHasAudio;
  if (typeof v.webkitAudioDecodedByteCount === 'number') return v.webkitAudioDecodedByteCount > 0;
  if (v.audioTracks) return v.audioTracks.length > 0;
  return null;
}

interface Props {
  attachment: Attachment;
  label: string;
  preload: boolean;
  loopVideo: boolean;
  silentOnly: boolean;
}

export default function VideoAttachment({ attachment: a, label, preload, loopVideo, silentOnly }: Props) {
  const [hasAudio, setHasAudio] = useState<boolean | null>(null);
  const onLoaded = (e: SyntheticEvent<HTMLVideoElement>) => setHasAudio(detectAudio(e.currentTarget));
  return (
    <video
      className="attachment attachment--video"
      src={a.url}
      controls
      playsInline
      loop={shouldLoopVideo(loopVideo, silentOnly, hasAudio)}
      preload={preload ? 'metadata' : 'none'}
      poster={a.thumb_url ?? undefined}
      aria-label={label}
      onLoadedData={onLoaded}
    />
  );
}
