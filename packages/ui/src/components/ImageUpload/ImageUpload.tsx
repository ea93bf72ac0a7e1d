import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css.ts';
import { cx } from '../../internal/cx.ts';
import * as fieldStyles from '../../internal/field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './ImageUpload.css.ts';

export type UploadedImage = {
  id: string;
  /** A preview address: the server's, or `URL.createObjectURL(file)` while uploading. */
  src: string;
  alt: string;
  status?: 'uploading' | 'error';
};

export type ImageUploadMessages = {
  /** When more files are chosen than room is left, e.g. 'Maximum 3 images can upload'. */
  tooMany: string;
  wrongType: (fileName: string) => string;
  tooLarge: (fileName: string) => string;
};

export type ImageUploadProps = {
  label: ReactNode;
  images: readonly UploadedImage[];
  /** Receives only the files that pass the type, size and count checks. */
  onFilesSelected: (files: File[]) => void;
  onRemove: (id: string) => void;
  maxFiles?: number;
  /** Accepted MIME types (default JPG, PNG and GIF). */
  accept?: readonly string[];
  /** Largest accepted file in bytes. */
  maxFileSize?: number;
  messages?: Partial<ImageUploadMessages>;
  addLabel?: string;
  removeLabel?: (position: number, image: UploadedImage) => string;
  uploadingLabel?: string;
  failedLabel?: string;
  hint?: ReactNode;
  /** An error from outside, e.g. the server refused an image. */
  error?: ReactNode;
  disabled?: boolean;
};

export const DEFAULT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** Splits chosen files into those to upload and the reasons the others were refused. */
export function checkFiles(
  files: readonly File[],
  rules: { room: number; accept: readonly string[]; maxFileSize?: number },
  messages: ImageUploadMessages,
): { accepted: File[]; problems: string[] } {
  const problems: string[] = [];
  const valid = files.filter((file) => {
    if (!rules.accept.includes(file.type)) {
      problems.push(messages.wrongType(file.name));
      return false;
    }
    if (rules.maxFileSize !== undefined && file.size > rules.maxFileSize) {
      problems.push(messages.tooLarge(file.name));
      return false;
    }
    return true;
  });
  if (valid.length > rules.room) problems.push(messages.tooMany);
  return { accepted: valid.slice(0, Math.max(0, rules.room)), problems };
}

/**
 * Adds up to `maxFiles` images by file picker or drag and drop, checks their type, size and
 * count before handing them over, and shows previews with a remove button each.
 */
export function ImageUpload({
  label,
  images,
  onFilesSelected,
  onRemove,
  maxFiles = 3,
  accept = DEFAULT_IMAGE_TYPES,
  maxFileSize,
  messages,
  addLabel = 'Add images',
  removeLabel = (position) => `Remove image ${position}`,
  uploadingLabel = 'Uploading…',
  failedLabel = 'Upload failed',
  hint,
  error,
  disabled = false,
}: ImageUploadProps) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const room = maxFiles - images.length;
  const full = room <= 0;
  const inactive = disabled || full;
  const allMessages: ImageUploadMessages = {
    tooMany: `You can add up to ${maxFiles} images`,
    wrongType: (name) => `${name} is not a JPG, PNG or GIF image`,
    tooLarge: (name) => `${name} is too large`,
    ...messages,
  };

  const take = (list: FileList | null) => {
    if (!list || inactive) return;
    const { accepted, problems: found } = checkFiles(
      Array.from(list),
      { room, accept, maxFileSize },
      allMessages,
    );
    setProblems(found);
    if (accepted.length > 0) onFilesSelected(accepted);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    // Let the same file be chosen again after it was removed.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  const describedBy = [
    hint && `${id}-hint`,
    `${id}-count`,
    (error || problems.length) && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      {images.length > 0 && (
        <ul className={styles.previews} aria-labelledby={`${id}-label`}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.preview}>
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt}
                width={96}
                height={96}
              />
              {image.status === 'uploading' && (
                <span className={styles.state}>
                  <Spinner label={uploadingLabel} />
                </span>
              )}
              {image.status === 'error' && (
                <span className={cx(styles.state, styles.failed)}>
                  <Icon name="alert" label={failedLabel} />
                </span>
              )}
              <IconButton
                icon="trash"
                variant="secondary"
                size="sm"
                className={styles.remove}
                label={removeLabel(index + 1, image)}
                disabled={disabled}
                onClick={() => {
                  setProblems([]);
                  onRemove(image.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <label
        className={styles.dropzone}
        data-dragging={dragging}
        data-disabled={inactive}
        onDragOver={(event) => {
          event.preventDefault();
          if (!inactive) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          type="file"
          multiple
          accept={accept.join(',')}
          className={visuallyHidden}
          disabled={inactive}
          aria-labelledby={`${id}-label ${id}-add`}
          aria-describedby={describedBy}
          aria-invalid={error || problems.length > 0 ? true : undefined}
          onChange={onChange}
        />
        <Icon name="upload" />
        <span id={`${id}-add`}>{addLabel}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-count`} className={fieldStyles.hint}>
        {images.length}/{maxFiles}
      </p>
      <div id={`${id}-error`} role="alert">
        {[...(error ? [error] : []), ...problems].map((problem, index) => (
          <p key={index} className={fieldStyles.error}>
            <Icon name="alert" size="sm" />
            {problem}
          </p>
        ))}
      </div>
    </div>
  );
}
