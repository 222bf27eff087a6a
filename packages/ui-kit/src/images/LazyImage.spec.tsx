import { act, fireEvent, render, screen } from '@testing-library/react';
import { ImageStorageProvider } from './ImageStorageContext';
import { LazyImage } from './LazyImage';

// IntersectionObserver is a browser API jsdom lacks: a controllable stand-in.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {}
  unobserve() {}
  enterViewport() {
    act(() =>
      this.callback(
        this.elements.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        ),
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeIntersectionObserver,
    configurable: true,
    writable: true,
  });
});

const UPLOAD = '/api/uploads/images/abc123.jpg';

describe('LazyImage', () => {
  it('loads only once within 50 px of the viewport, with the variants as srcset', () => {
    render(<LazyImage src={UPLOAD} alt="Pasta" />);
    const image = screen.getByRole('img', { name: 'Pasta' });
    expect(image).not.toHaveAttribute('src');
    // Hidden until then, so no alt text or broken-image icon is drawn.
    expect(image).toHaveClass('pending');
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('50px');

    FakeIntersectionObserver.instances[0]!.enterViewport();
    expect(image).toHaveAttribute('src', UPLOAD);
    expect(image).not.toHaveClass('pending');
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`${UPLOAD}?w=320 320w`));
    expect(image.getAttribute('srcset')).toContain(`${UPLOAD}?w=1280 1280w`);
  });

  it('requests a priority image with the first render, at high priority', () => {
    render(<LazyImage src={UPLOAD} alt="Pasta" priority />);
    const image = screen.getByRole('img', { name: 'Pasta' });
    expect(image).toHaveAttribute('src', UPLOAD);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveClass('pending');
  });

  it('retries an uploads URL once from the storage bucket, then shows a placeholder icon', () => {
    render(
      <ImageStorageProvider value="https://bucket.example.com">
        <LazyImage src={UPLOAD} alt="Pasta" />
      </ImageStorageProvider>,
    );
    FakeIntersectionObserver.instances[0]!.enterViewport();
    fireEvent.error(screen.getByRole('img', { name: 'Pasta' }));

    const retried = screen.getByRole('img', { name: 'Pasta' });
    expect(retried).toHaveAttribute('src', 'https://bucket.example.com/abc123.jpg');
    expect(retried).not.toHaveAttribute('srcset');

    fireEvent.error(retried);
    const placeholder = screen.getByRole('img', { name: 'Pasta' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.querySelector('svg')).not.toBeNull();
  });

  it('prefers the storageUrl prop over the provider', () => {
    render(
      <ImageStorageProvider value="https://ignored.example.com">
        <LazyImage src={UPLOAD} alt="Pasta" storageUrl="https://cdn.example.com/" />
      </ImageStorageProvider>,
    );
    FakeIntersectionObserver.instances[0]!.enterViewport();
    fireEvent.error(screen.getByRole('img', { name: 'Pasta' }));
    expect(screen.getByRole('img', { name: 'Pasta' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/abc123.jpg',
    );
  });

  it('shows the placeholder at once for a failing image that is not an upload', () => {
    render(
      <LazyImage
        src="https://photos.example.com/x.jpg"
        alt="Storefront"
        storageUrl="https://bucket.example.com"
      />,
    );
    FakeIntersectionObserver.instances[0]!.enterViewport();
    const image = screen.getByRole('img', { name: 'Storefront' });
    expect(image).not.toHaveAttribute('srcset');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Storefront' }).tagName).toBe('SPAN');
  });

  it('starts over when given another src', () => {
    const { rerender } = render(<LazyImage src="https://photos.example.com/x.jpg" alt="Photo" />);
    FakeIntersectionObserver.instances[0]!.enterViewport();
    fireEvent.error(screen.getByRole('img', { name: 'Photo' }));
    rerender(<LazyImage src="https://photos.example.com/y.jpg" alt="Photo" />);
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute(
      'src',
      'https://photos.example.com/y.jpg',
    );
  });
});
