import { IMEI_INVALID_MESSAGE, ONLY_IMAGES_MESSAGE } from '@phonekade/shared/phones/phone.schemas';
import { fireEvent } from '@testing-library/dom';
import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type SessionUser } from '@/lib/session.ts';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { AddPhoneView } from './add-phone-view.tsx';

const seller: SessionUser = { id: 'seller-1', name: 'Nimal', email: 'nimal@example.lk', role: 'seller' };
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

function fillRequired() {
  fireEvent.input(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Google Pixel 7 128GB' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Brand/ }), { target: { value: 'Google' } });
  fireEvent.input(screen.getByRole('spinbutton', { name: /^Price \(LKR\)/ }), { target: { value: '98000' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^District/ }), { target: { value: 'Kandy' } });
}
const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('image-input'), { target: { files } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Listing' }));

describe('the create-listing form shows every problem in the page', () => {
  const fetchMock = stubFetchForEachTest();
  const alert = vi.fn();
  beforeEach(() => {
    sessionStore.set({ user: seller, token: 't' });
    vi.stubGlobal('alert', alert);
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
    // The price hints ask the catalogue; they have nothing to say here.
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: null }));
  });
  afterEach(() => {
    sessionStore.set({ user: null, token: null });
    alert.mockReset();
  });

  it('an empty submit marks each required field and the photos, and focuses the first', async () => {
    renderWithQueryClient(<AddPhoneView />);
    submit();
    expect((await screen.findByTestId('error-title')).textContent).toBe('Please fill in all required fields');
    expect(screen.getByTestId('error-brand').textContent).toBe('Please fill in all required fields');
    expect(screen.getByTestId('error-price').textContent).toBe('Please fill in all required fields');
    expect(screen.getByTestId('image-errors').textContent).toContain('Please add at least one image');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Please add at least one image'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('an invalid IMEI is shown under its field, which is focused', async () => {
    renderWithQueryClient(<AddPhoneView />);
    pick(jpeg('front.jpg'));
    fillRequired();
    fireEvent.input(screen.getByRole('textbox', { name: /^IMEI/ }), { target: { value: '123456789012345' } });
    submit();
    expect((await screen.findByTestId('error-imei')).textContent).toBe(IMEI_INVALID_MESSAGE);
    await waitFor(() => expect(document.activeElement?.id).toBe('listing-imei'));
    expect(screen.getByRole('textbox', { name: /^IMEI/ }).getAttribute('aria-describedby')).toBe('listing-imei-error');
    expect(alert).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('a picked file that is not an image is named; the images with it are added', async () => {
    renderWithQueryClient(<AddPhoneView />);
    pick(jpeg('front.jpg'), new File(['hello'], 'notes.txt', { type: 'text/plain' }), jpeg('back.jpg'));
    expect(screen.getByTestId('image-previews').querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByTestId('image-errors').textContent).toBe(`notes.txt: ${ONLY_IMAGES_MESSAGE}`);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a photo the server cannot read is marked by name, the others kept, and its remove button focused', async () => {
    renderWithQueryClient(<AddPhoneView />);
    pick(jpeg('front.jpg'), jpeg('back.jpg'), jpeg('side.jpg'));
    fillRequired();
    const message = `Photo 2 (back.jpg): ${ONLY_IMAGES_MESSAGE}`;
    fetchMock.mockImplementation((_url, init) =>
      init?.method === 'POST'
        ? jsonReply(400, {
            success: false,
            message,
            error: 'VALIDATION',
            details: { images: message, 'images.1': message },
          })
        : jsonReply(200, { success: true, data: null }),
    );
    submit();
    const bad = await screen.findByTestId('bad-image');
    expect(screen.getByTestId('image-previews').querySelectorAll('img')).toHaveLength(3);
    expect(within(bad).getByRole('img').getAttribute('alt')).toBe('Image 2');
    expect(screen.getByTestId('image-errors').textContent).toContain(message);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove image 2'));

    // Submitting again without removing it goes nowhere near the server.
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
    submit();
    expect(posts()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.queryByTestId('bad-image')).toBeNull();
    expect(screen.getByTestId('image-previews').querySelectorAll('img')).toHaveLength(2);
  });
});
