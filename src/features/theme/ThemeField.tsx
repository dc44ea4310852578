import { useId, type ReactNode } from 'react';
import { ResetButton } from './ResetButton';

/** Spread on the control the label names: ties it to the label and to the error line. */
export interface ThemeFieldProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface Props {
  label: string;
  edited: boolean;
  onReset: () => void;
  /** The message under the controls; null while the value is fine. */
  error?: string | null;
  /** Under the error line, e.g. a colour's contrast hints. */
  below?: ReactNode;
  /** The controls, before the reset button. */
  children: (field: ThemeFieldProps) => ReactNode;
}

/** The frame of one theme value: label, controls with a reset button, error line. */
export function ThemeField({ label, edited, onReset, error, below, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="theme-field">
      <label htmlFor={id} className="theme-field__label">
        {label}
      </label>
      <div className="theme-field__controls">
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
        <ResetButton name={label} disabled={!edited} onReset={onReset} />
      </div>
      {error && (
        <p id={errorId} className="theme-field__error" role="alert">
          {error}
        </p>
      )}
      {below}
    </div>
  );
}
