// The review modal (spec §2 Dashboard and Reviews & Ratings, §4 Review, §5): stars ('Rate your
// activity' when none), feedback up to 200 characters with a counter ('Write your review' when
// empty), up to 3 photos ('Maximum 3 images can upload'), JPG, PNG or GIF, uploaded as they are
// chosen. A booking whose review has stars opens read-only. The account area is drawn in the
// browser (ADR 082), so this form is a script's; the messages are the domain's.
import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REVIEW_FEEDBACK_MAX_LENGTH, REVIEW_IMAGES, TRUNCATE } from '@trails/domain/constants';
import { truncate } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { isReviewSubmittable } from '@trails/domain/review';
import { validateReview } from '@trails/domain/validation/review';
import type { ReviewField } from '@trails/domain/validation/review';
import { Button } from '@trails/ui/button';
import { Dialog } from '@trails/ui/dialog';
import { ImageUpload } from '@trails/ui/image-upload';
import type { UploadedImage } from '@trails/ui/image-upload';
import { RatingInput } from '@trails/ui/rating';
import { TextArea } from '@trails/ui/text-area';
import { ApiError } from '../../../shared/api/client.ts';
import { Stars } from '../../../shared/components/stars.tsx';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import type { MyReviewEntry } from '../api/list-reviews.ts';
import { useReviewMyBooking } from '../api/review-my-booking.ts';
import { deleteMyReviewImage, uploadMyReviewImage } from '../api/review-images.ts';
import type { ReviewImage } from '../api/review-images.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import * as styles from './account.css.ts';

/** The booking's photos: uploaded as chosen (a preview while each one goes), removable. */
function usePhotos(entry: MyReviewEntry) {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<readonly ReviewImage[]>(entry.images ?? []);
  const [uploading, setUploading] = useState<readonly UploadedImage[]>([]);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['account', 'reviews'] });
  const add = async (files: File[]) => {
    for (const file of files) {
      const preview: UploadedImage = {
        id: `uploading-${file.name}-${Math.random()}`,
        src: URL.createObjectURL(file),
        alt: file.name,
        status: 'uploading',
      };
      setUploading((list) => [...list, preview]);
      const result = await uploadMyReviewImage(entry.booking_id, file).catch(() => null);
      setUploading((list) => list.filter((item) => item.id !== preview.id));
      URL.revokeObjectURL(preview.src);
      if (result?.ok) setImages(result.images);
      else notify(result?.message || MESSAGES.couldNotUploadImage, 'error');
    }
    void reload();
  };
  const remove = async (id: string) => {
    const left = await deleteMyReviewImage(Number(id)).catch(() => null);
    if (!left) {
      notify(MESSAGES.couldNotDeleteData, 'error');
      return;
    }
    setImages(left);
    void reload();
  };
  const shown: UploadedImage[] = [
    ...images.map((image, index) => ({
      id: String(image.id),
      src: image.url ?? `/media/${image.name}`,
      alt: `Photo ${index + 1}`,
    })),
    ...uploading,
  ];
  return { images, shown, add, remove, busy: uploading.length > 0 };
}

function ReviewForm({
  entry,
  onDone,
}: {
  readonly entry: MyReviewEntry;
  readonly onDone: () => void;
}) {
  const [rating, setRating] = useState(entry.reviews[0]?.rating ?? 0);
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const photos = usePhotos(entry);
  const submit = useReviewMyBooking(entry);
  // A field's message answers the last submit; once the traveller changes that field it no
  // longer describes what is there ('Write your review' under a typed review), so it goes. The
  // next submit checks again.
  // The snackbar's copy of a refusal goes with it: "Rate your activity" stayed for its five
  // seconds over a form already fixed, and beside "Review added..." (a tester's finding).
  const refusal = useRef<{ id: number; field: ReviewField } | null>(null);
  const dismissRefusal = (field?: ReviewField) => {
    if (!refusal.current || (field && refusal.current.field !== field)) return;
    dismissNotice(refusal.current.id);
    refusal.current = null;
  };
  const clearError = (field: ReviewField) => {
    dismissRefusal(field);
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const images = photos.images.map((image) => ({
      name: `${image.name}.jpg`,
      type: 'image/jpeg',
    }));
    const checked = validateReview({ rating, feedback, images }, 'modal');
    setErrors(checked.errors);
    dismissRefusal();
    if (!checked.ok) {
      refusal.current = {
        id: notify(checked.firstError.message, 'error'),
        field: checked.firstError.field,
      };
      // Focus goes where the first thing to fix is, as at checkout: the stars or the review.
      const first = {
        rating: 'input[type="radio"]',
        feedback: 'textarea',
        images: 'input[type="file"]',
      };
      form.querySelector<HTMLElement>(first[checked.firstError.field])?.focus();
      return;
    }
    submit.mutate(
      { rating, feedback: feedback.trim() },
      {
        onSuccess: () => {
          notify(MESSAGES.reviewAdded, 'success');
          onDone();
        },
        onError: (error) =>
          notify(
            error instanceof ApiError && error.status === 400
              ? error.message
              : MESSAGES.couldNotLoadData,
            'error',
          ),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className={styles.settings} noValidate>
      <RatingInput
        label={MESSAGES.ratingQuestion}
        value={rating}
        onValueChange={(value) => {
          setRating(value);
          clearError('rating');
        }}
        error={errors.rating}
      />
      <TextArea
        label="Your review"
        limit={REVIEW_FEEDBACK_MAX_LENGTH.modal}
        rows={5}
        placeholder={MESSAGES.writeYourReview}
        value={feedback}
        onChange={(event) => {
          setFeedback(event.target.value);
          clearError('feedback');
        }}
        error={errors.feedback}
      />
      <ImageUpload
        label="Photos"
        hint="Up to 3, JPG, PNG or GIF"
        maxFiles={REVIEW_IMAGES.max}
        images={photos.shown}
        onFilesSelected={(files) => void photos.add(files)}
        onRemove={(id) => void photos.remove(id)}
        messages={{
          tooMany: MESSAGES.maxReviewImages,
          wrongType: () => MESSAGES.reviewImageType,
        }}
        error={errors.images}
        disabled={photos.busy}
      />
      <div>
        <Button type="submit" loading={submit.isPending} disabled={photos.busy}>
          Submit
        </Button>
      </div>
    </form>
  );
}

/** The modal for one booking: the form, or the review read-only once it has stars. */
export function ReviewModal({
  entry,
  trigger,
}: {
  readonly entry: MyReviewEntry;
  readonly trigger: React.ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const review = entry.reviews[0];
  const submittable = isReviewSubmittable(review);
  return (
    <Dialog
      title={entry.activity.title}
      description={`${entry.booking_ref} · ${truncate(entry.activity.overview, TRUNCATE.reviewModalOverview)}`}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
    >
      {submittable ? (
        <ReviewForm entry={entry} onDone={() => setOpen(false)} />
      ) : (
        <div>
          <Stars rating={review!.rating} showValue />
          <p className={ui.userText}>{review!.feedback}</p>
          {(entry.images ?? []).length > 0 && (
            <ul className={styles.photos} aria-label="Photos of this review">
              {(entry.images ?? []).map((image, index) => (
                <li key={image.id}>
                  <img
                    src={image.url ?? `/media/${image.name}`}
                    srcSet={image.srcset}
                    sizes="96px"
                    width={96}
                    height={96}
                    alt={`Photo ${index + 1}`}
                    className={styles.photo}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
