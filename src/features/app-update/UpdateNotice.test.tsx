import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { UpdateNotice } from './UpdateNotice';

describe('UpdateNotice', () => {
  it('politely says a new version is ready, and reloads only when asked', async () => {
    await initI18n('en');
    const onReload = vi.fn();
    render(<UpdateNotice onReload={onReload} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready — reload');
    expect(onReload).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(button);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
  });
});
