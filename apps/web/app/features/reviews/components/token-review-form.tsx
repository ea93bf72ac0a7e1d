// The review-by-token page's form (spec §2 Other pages, §5 Review): the activity summary and
// booking reference, stars, feedback up to 500 characters with a counter, up to 3 photos, submit.
// A real multipart form: without scripts it posts to the route's action, which uploads the
// photos and adds the review on the server. Scripts add the counter and previews of the chosen
// photos, and check the count before anything is sent.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { REVIEW_FEEDBACK_MAX_LENGTH, REVIEW_IMAGES } from '@trails/domain/constants';
import { formatLocalDate } from '@trails/domain/format';
import { MESSAGES } from '@trails/domain/messages';
import { reviewImageError } from '@trails/domain/validation/review';
import type { ReviewField } from '@trails/domain/validation/review';
import { Button } from '@trails/ui/button';
import { RatingInput } from '@trails/ui/rating';
import { TextArea } from '@trails/ui/text-area';
import { Picture } from '../../../shared/components/picture.tsx';
import * as ui from '../../../shared/styles/ui.css.ts';
import type { ReviewTokenData } from '../api/review-by-token.ts';
import * as styles from './token-review.css.ts';

/** What the action answers when it refuses the form: the message, where, and what was typed. */
export interface TokenReviewRefusal {
  readonly ok: false;
  readonly message: string;
  readonly errors: Partial<Record<ReviewField, string>>;
  readonly values: { readonly rating: number; readonly feedback: string };
}

type Preview = { readonly key: string; readonly src: string; readonly name: string };

/** Previews of the photos chosen in the file box (object URLs, released when replaced). */
function useChosenPhotos(room: number) {
  const [previews, setPreviews] = useState<readonly Preview[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.src)), [previews]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    let found: string | undefined;
    files.forEach((file, index) => {
      found ??= reviewImageError(file, REVIEW_IMAGES.max - room + index);
    });
    setProblem(found);
    if (found) {
      // Nothing is sent that the server would refuse: the visitor chooses again.
      event.target.value = '';
      setPreviews([]);
      return;
    }
    setPreviews(
      files.map((file, index) => ({
        key: `${index}-${file.name}`,
        src: URL.createObjectURL(file),
        name: file.name,
      })),
    );
  };
  return { previews, problem, onChange };
}

/** Each field's first control, in the order of the form: where focus goes to fix it. */
const FIRST_CONTROL: Readonly<Record<ReviewField, string>> = {
  rating: 'input[name="rating"]',
  feedback: 'textarea[name="feedback"]',
  images: 'input[name="images"]',
};
const FIELD_ORDER = Object.keys(FIRST_CONTROL) as readonly ReviewField[];

/**
 * The fields the visitor changed since `refusal` came back. A refusal's message answers what was
 * posted ('Rate your activity', 'Write your review'); once its field changes, it no longer
 * describes the field, so it goes (the next post checks again). Kept per refusal, so a new
 * refusal shows its messages afresh.
 */
function useEditedSince(refusal: TokenReviewRefusal | undefined) {
  const [edited, setEdited] = useState<{
    readonly after?: TokenReviewRefusal;
    readonly fields: readonly ReviewField[];
  }>({ fields: [] });
  const fields = refusal !== undefined && edited.after === refusal ? edited.fields : [];
  const markEdited = (field: ReviewField) =>
    setEdited((current) => {
      const since = current.after === refusal ? current.fields : [];
      return since.includes(field) ? current : { after: refusal, fields: [...since, field] };
    });
  return { isEdited: (field: ReviewField) => fields.includes(field), markEdited };
}

export function TokenReviewForm({
  data,
  refusal,
}: {
  readonly data: ReviewTokenData;
  readonly refusal?: TokenReviewRefusal | undefined;
}) {
  const { booking, activity, images } = data;
  const room = REVIEW_IMAGES.max - images.length;
  const chosen = useChosenPhotos(room);
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const edited = useEditedSince(refusal);
  const errors = refusal?.errors ?? {};
  const ratingError = edited.isEdited('rating') ? undefined : errors.rating;
  const feedbackError = edited.isEdited('feedback') ? undefined : errors.feedback;
  // A refused photo (too large, not an image) was the one posted: new photos are not it.
  const imagesError = edited.isEdited('images') ? undefined : errors.images;
  // The page's own check of the photos just chosen comes first: it describes them.
  const photosError = chosen.problem ?? imagesError;
  // The summary repeats the first field's message: it goes with it.
  const summaryEdited = FIELD_ORDER.some(
    (field) => edited.isEdited(field) && refusal?.message === errors[field],
  );
  const refusalShown = summaryEdited ? undefined : refusal;
  const formRef = useRef<HTMLFormElement>(null);
  // A refused post leaves focus where the visitor pressed Submit: it goes to the first thing to
  // fix, as in the account's review dialog. Each answer is a new refusal, so a second one moves it
  // again. Without scripts the page is drawn anew from the post and this never runs.
  useEffect(() => {
    const first = FIELD_ORDER.find((field) => refusal?.errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(FIRST_CONTROL[first])?.focus();
  }, [refusal]);
  const limit = REVIEW_FEEDBACK_MAX_LENGTH.tokenPage;
  return (
    <>
      <section aria-labelledby="reviewed-activity" className={styles.summary}>
        <Picture
          picture={activity.picture}
          src={activity.cover_image}
          alt={activity.title}
          sizes="200px"
          className={styles.cover}
        />
        <div>
          <h2 id="reviewed-activity">{activity.title}</h2>
          <p className={ui.muted}>{activity.overview}</p>
          <p>
            Booking reference: <strong>{booking.booking_reference}</strong> ·{' '}
            {formatLocalDate(booking.start_date)}
          </p>
        </div>
      </section>

      {refusalShown && (
        <p role="alert" className={styles.error}>
          {refusalShown.message}
        </p>
      )}

      <Form ref={formRef} method="post" encType="multipart/form-data" className={styles.form}>
        <RatingInput
          label={MESSAGES.ratingQuestion}
          name="rating"
          defaultValue={refusal?.values.rating ?? 0}
          onValueChange={() => edited.markEdited('rating')}
          error={ratingError}
        />
        <TextArea
          label="Your review"
          name="feedback"
          limit={limit}
          rows={6}
          placeholder={MESSAGES.writeYourReview}
          defaultValue={refusal?.values.feedback ?? ''}
          onChange={() => edited.markEdited('feedback')}
          error={feedbackError}
        />

        {images.length > 0 && (
          <div>
            <p className={ui.label}>Your photos</p>
            <ul className={styles.previews} aria-label="Uploaded photos">
              {images.map((image, index) => (
                <li key={image.id} className={styles.preview}>
                  <img
                    className={styles.thumbnail}
                    src={image.url ?? `/media/${image.name}`}
                    srcSet={image.srcset}
                    sizes="96px"
                    width={96}
                    height={96}
                    alt={`Your photo ${index + 1}`}
                  />
                  <Button type="submit" name="intent" value={`delete:${image.id}`} variant="ghost">
                    Remove photo {index + 1}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}

        {room > 0 && (
          <div className={ui.field}>
            <label htmlFor="review-photos" className={ui.label}>
              Photos (up to {room === REVIEW_IMAGES.max ? REVIEW_IMAGES.max : `${room} more`}, JPG,
              PNG or GIF)
            </label>
            <input
              id="review-photos"
              type="file"
              name="images"
              multiple
              accept={REVIEW_IMAGES.accept}
              onChange={(event) => {
                chosen.onChange(event);
                edited.markEdited('images');
              }}
              aria-invalid={photosError ? true : undefined}
              aria-describedby={photosError ? 'review-photos-error' : undefined}
            />
            {photosError && (
              <p id="review-photos-error" className={ui.fieldError}>
                {photosError}
              </p>
            )}
            {chosen.previews.length > 0 && (
              <ul className={styles.previews} aria-label="Chosen photos">
                {chosen.previews.map((preview) => (
                  <li key={preview.key} className={styles.preview}>
                    <img
                      className={styles.thumbnail}
                      src={preview.src}
                      width={96}
                      height={96}
                      alt={preview.name}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}

        <div>
          <Button type="submit" name="intent" value="review" loading={sending}>
            Submit
          </Button>
        </div>
      </Form>
    </>
  );
}
