// The attachments of the draft: a thumbnail, a description saved with PUT /media/{id} when the
// field is left (its length shown against the server's limit, where the server says it), and a
// remove button.
import { useId, useState } from 'react';
import type { Attachment } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { describeMedia } from '../../store/composeThunks';
import { useAppDispatch } from '../../store/hooks';
import { IconButton } from '../../ui/IconButton';

interface Props {
  files: Attachment[];
  onChange: (files: Attachment[]) => void;
  /** Characters a description may have; 0 when the server does not say. */
  descriptionLimit: number;
  /** Save each description as the field is left (a new post); an edit sends them with the save. */
  saveOnBlur?: boolean;
}

/** Marks a description field with its attachment's id, so the form can focus it. */
export const DESCRIPTION_FIELD_ATTR = 'data-description-of';

export function AttachmentEditor({ files, onChange, descriptionLimit, saveOnBlur = true }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  if (files.length === 0) return null;

  const save = async (file: Attachment) => {
    const ok = await dispatch(describeMedia(file.id, file.description));
    setFailed((f) => ({ ...f, [file.id]: !ok }));
  };

  return (
    <ul className="compose__attachments">
      {files.map((file, i) => {
        const length = [...file.description].length;
        const countId = `${id}-${i}-count`;
        return (
          <li key={file.id} className="compose__attachment">
            {file.type === 'image' ? (
              <img src={file.thumb_url ?? file.url} alt="" className="compose__thumb" />
            ) : (
              <span className="compose__thumb compose__thumb--file">{file.mimetype || file.type}</span>
            )}
            <div className="compose__attachment-body">
              <input
                type="text"
                aria-label={t('post_status.media_description_label', { index: i + 1 })}
                placeholder={t('post_status.media_description')}
                value={file.description}
                {...{ [DESCRIPTION_FIELD_ATTR]: file.id }}
                aria-describedby={descriptionLimit > 0 ? countId : undefined}
                onChange={(e) => onChange(files.map((f) => (f.id === file.id ? { ...f, description: e.target.value } : f)))}
                onBlur={saveOnBlur ? () => void save(file) : undefined}
              />
              {descriptionLimit > 0 && (
                <span id={countId} className={`compose__description-count${length > descriptionLimit ? ' compose__count--over' : ''}`}>
                  {t('post_status.media_description_count', { length, limit: descriptionLimit })}
                </span>
              )}
              {failed[file.id] && <p className="compose__error-text" role="alert">{t('post_status.media_description_error')}</p>}
            </div>
            <IconButton
              label={t('post_status.remove_attachment', { index: i + 1 })}
              icon="close"
              iconSize={16}
              onClick={() => onChange(files.filter((f) => f.id !== file.id))}
            />
          </li>
        );
      })}
    </ul>
  );
}
