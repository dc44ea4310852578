import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';

function Harness() {
  const [active, setActive] = useState('a');
  return (
    <Tabs
      label="Sections"
      active={active}
      onChange={setActive}
      tabs={[
        { id: 'a', label: 'Alpha' },
        { id: 'b', label: 'Beta', disabled: true },
        { id: 'c', label: 'Gamma' },
      ]}
    >
      <p>Panel {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('has one tab stop on the selected tab and a labelled panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha).toHaveAttribute('aria-selected', 'true');
    expect(alpha).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('Panel a');
  });

  it('moves with arrow keys, skipping disabled tabs, and wraps', () => {
    render(<Harness />);
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    alpha.focus();
    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    const gamma = screen.getByRole('tab', { name: 'Gamma' });
    expect(gamma).toHaveAttribute('aria-selected', 'true');
    expect(gamma).toHaveFocus();
    fireEvent.keyDown(gamma, { key: 'ArrowRight' });
    expect(alpha).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(alpha, { key: 'End' });
    expect(gamma).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(gamma, { key: 'Home' });
    expect(alpha).toHaveFocus();
  });

  it('selects on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c');
  });
});

describe('Tabs, side variant', () => {
  function Side() {
    const [active, setActive] = useState('a');
    return (
      <Tabs label="Settings" variant="side" active={active} onChange={setActive} tabs={[{ id: 'a', label: 'Alpha' }, { id: 'b', label: 'Beta' }, { id: 'c', label: 'Gamma' }]}>
        <p>Panel {active}</p>
      </Tabs>
    );
  }

  it('is a vertical list operated with Up/Down, Home/End, wrapping', () => {
    render(<Side />);
    const list = screen.getByRole('tablist', { name: 'Settings' });
    expect(list).toHaveAttribute('aria-orientation', 'vertical');
    expect(list.parentElement).toHaveClass('tabs--side');
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    alpha.focus();
    fireEvent.keyDown(alpha, { key: 'ArrowDown' });
    const beta = screen.getByRole('tab', { name: 'Beta' });
    expect(beta).toHaveAttribute('aria-selected', 'true');
    expect(beta).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel b');
    fireEvent.keyDown(beta, { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Alpha' }), { key: 'ArrowUp' });
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Gamma' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps the top variant horizontal, where Up/Down do nothing', () => {
    render(<Harness />);
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    fireEvent.keyDown(alpha, { key: 'ArrowDown' });
    expect(alpha).toHaveAttribute('aria-selected', 'true');
  });
});
