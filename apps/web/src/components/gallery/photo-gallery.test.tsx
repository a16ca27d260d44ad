import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoGallery } from './photo-gallery';

const images = ['/p/1.svg', '/p/2.svg', '/p/3.svg', '/p/4.svg', '/p/5.svg'];

function setup(list = images) {
  const user = userEvent.setup();
  render(<PhotoGallery images={list} thumbnails={list.map((s) => s.replace('.svg', '-t.svg'))} alt="Toyota Prius 2015" />);
  return user;
}

const preview = () => screen.getByRole('dialog', { name: 'Photos: Toyota Prius 2015' });
const previewImage = () => within(preview()).getByRole('img', { name: /Toyota Prius 2015, photo \d/ });
const zoomButton = () => within(preview()).getByRole('button', { name: /^Zoom (in|out)$/ });

describe('PhotoGallery', () => {
  it('shows the main photo and every thumbnail in a strip, moving with previous/next', async () => {
    const user = setup();
    // The main photo is the lot page's largest paint: asked for first (issue 22 §4).
    expect(screen.getByRole('img', { name: 'Toyota Prius 2015, photo 1' })).toHaveAttribute('src', '/p/1.svg');
    expect(screen.getByRole('img', { name: 'Toyota Prius 2015, photo 1' })).toHaveAttribute('fetchpriority', 'high');
    const strip = screen.getByRole('list', { name: 'All photos' });
    expect(within(strip).getAllByRole('button')).toHaveLength(5);
    expect(within(strip).getByRole('button', { name: 'Photo 1' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Toyota Prius 2015, photo 2' })).toBeInTheDocument();
    await user.click(within(strip).getByRole('button', { name: 'Photo 5' }));
    expect(screen.getByRole('img', { name: 'Toyota Prius 2015, photo 5' })).toBeInTheDocument();
    // Past the last photo comes the first.
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Toyota Prius 2015, photo 1' })).toBeInTheDocument();
  });

  it('offers a provider photo at the proxy widths, sized to the layout; generated ones as they are', () => {
    const large = ['/media/lots/7/p/0123456789ab/2?w=1280', '/media/lots/7/p/0123456789ab/3?w=1280'];
    render(<PhotoGallery images={large} thumbnails={large.map((s) => s.replace('w=1280', 'w=320'))} alt="Toyota Prius 2015" />);
    const main = screen.getByRole('img', { name: 'Toyota Prius 2015, photo 1' });
    expect(main).toHaveAttribute('src', large[0]);
    expect(main.getAttribute('srcset')).toContain('/media/lots/7/p/0123456789ab/2?w=640 640w');
    expect(main).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    const thumbnail = within(screen.getByRole('list', { name: 'All photos' })).getByRole('button', { name: 'Photo 2' }).querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/media/lots/7/p/0123456789ab/3?w=320');
    expect(thumbnail?.getAttribute('srcset')).toContain('3?w=320 320w');
  });

  it('leaves generated photos without a srcset', () => {
    setup();
    expect(screen.getByRole('img', { name: 'Toyota Prius 2015, photo 1' })).not.toHaveAttribute('srcset');
  });

  it('opens the preview at the shown photo; arrow keys move, Escape closes', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Open photo 2 full screen' }));

    expect(previewImage()).toHaveAccessibleName('Toyota Prius 2015, photo 2');
    expect(within(preview()).getByText('2 / 5')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(previewImage()).toHaveAccessibleName('Toyota Prius 2015, photo 3');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(previewImage()).toHaveAccessibleName('Toyota Prius 2015, photo 1');
    await user.keyboard('{ArrowLeft}');
    expect(previewImage()).toHaveAccessibleName('Toyota Prius 2015, photo 5');
    expect(within(preview()).getByText('5 / 5')).toBeInTheDocument();

    // The thumbnail column jumps.
    const column = within(preview()).getByRole('list', { name: 'All photos' });
    await user.click(within(column).getByRole('button', { name: 'Photo 4' }));
    expect(previewImage()).toHaveAccessibleName('Toyota Prius 2015, photo 4');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('zooms ×2 on a click and back on the next; moving or closing resets the zoom and the photo', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open photo 1 full screen' }));
    expect(zoomButton()).toHaveAttribute('aria-pressed', 'false');
    expect(previewImage().style.transform).toBe('');

    await user.click(zoomButton());
    expect(zoomButton()).toHaveAttribute('aria-pressed', 'true');
    expect(zoomButton()).toHaveAccessibleName('Zoom out');
    expect(previewImage().style.transform).toBe('scale(2)');
    await user.click(zoomButton());
    expect(zoomButton()).toHaveAttribute('aria-pressed', 'false');

    await user.click(zoomButton());
    await user.keyboard('{ArrowRight}');
    expect(zoomButton()).toHaveAttribute('aria-pressed', 'false');
    expect(previewImage()).toHaveAccessibleName('Toyota Prius 2015, photo 2');

    await user.click(zoomButton());
    await user.click(within(preview()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Opened again: the photo it is opened at, not zoomed.
    await user.click(screen.getByRole('button', { name: 'Open photo 1 full screen' }));
    expect(previewImage()).toHaveAccessibleName('Toyota Prius 2015, photo 1');
    expect(zoomButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no strip or arrows for a single photo, and says so when there is none', () => {
    const { unmount } = render(<PhotoGallery images={['/p/1.svg']} thumbnails={['/p/1.svg']} alt="Car" />);
    expect(screen.queryByRole('list', { name: 'All photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    unmount();
    render(<PhotoGallery images={[]} thumbnails={[]} alt="Car" />);
    expect(screen.getByText('No photos')).toBeInTheDocument();
  });
});
