import { fireEvent, render, screen } from '@testing-library/react';
import { Badge } from './Badge';
import { IconButton } from './IconButton';
import { Spinner } from './Spinner';

describe('small ui pieces', () => {
  it('IconButton has an accessible name, a hidden icon and calls onClick', () => {
    const onClick = vi.fn();
    const { container } = render(<IconButton label="Settings" icon="cog" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onClick).toHaveBeenCalled();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('Badge renders nothing for zero and caps large counts', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={150} label="150 new" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('150 new')).toHaveClass('visually-hidden');
  });

  it('Spinner is a labelled status', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
