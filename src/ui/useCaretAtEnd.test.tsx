import { render, screen } from '@testing-library/react';
import { useCaretAtEnd } from './useCaretAtEnd';

function Field({ text }: { text: string }) {
  const caretAtEnd = useCaretAtEnd();
  return <textarea aria-label="text" defaultValue={text} autoFocus onFocus={caretAtEnd} />;
}

describe('useCaretAtEnd', () => {
  it('puts the caret after the text the field opens with, the first time only', () => {
    render(<Field text="@dave@remote.example " />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'text' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([21, 21]);

    // Later focuses keep wherever the person puts the caret.
    field.setSelectionRange(0, 0);
    field.blur();
    field.focus();
    expect(field.selectionStart).toBe(0);
  });
});
