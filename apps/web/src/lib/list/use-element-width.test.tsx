import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './use-element-width';

function Measured({ measure }: { measure: boolean }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(measure);
  return (
    <div ref={ref} data-testid="box">
      {width === null ? 'unmeasured' : `width ${width}`}
    </div>
  );
}

describe('useElementWidth', () => {
  const observed: Element[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    observed.length = 0;
  });
  function stubLayout(width: number) {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
  }

  it('measures the element in the commit, so the first paint has its width', () => {
    stubLayout(912);
    render(<Measured measure />);
    expect(screen.getByTestId('box')).toHaveTextContent('width 912');
    expect(observed).toHaveLength(1);
  });

  it('neither measures nor observes while told not to, and starts when told to', () => {
    stubLayout(390);
    const { rerender } = render(<Measured measure={false} />);
    expect(screen.getByTestId('box')).toHaveTextContent('unmeasured');
    expect(HTMLElement.prototype.getBoundingClientRect).not.toHaveBeenCalled();
    expect(observed).toHaveLength(0);
    rerender(<Measured measure />);
    expect(screen.getByTestId('box')).toHaveTextContent('width 390');
    expect(observed).toHaveLength(1);
  });
});
