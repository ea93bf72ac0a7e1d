// `/checkout` (spec §2 Checkout): the traveller, pick-up and contact form for every cart item,
// the order review, and the way to the payment page. Forms first (ADR 095): a plain post is
// answered by `action` on the server; with scripts `clientAction` places the booking from the
// browser. `?order=REF&payment=declined|cancelled` is the payment page sending the traveller
// back: the cart and the form are as they left them, with a notice saying what happened.
import { useEffect, useRef, useState } from 'react';
import { data, Link, redirect } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/checkout';
import { MESSAGES } from '@trails/domain/messages';
import { tourDateAt } from '@trails/domain/tour-date';
import { Button } from '@trails/ui/button';
import {
  cartCookieItemOf,
  cartFromCookieHeader,
  POSTED_COOKIE,
} from '../shared/lib/cart-cookie.ts';
import { useCartHydration } from '../features/cart/hooks/use-cart-hydration.ts';
import { useCart, useCartAdoption } from '../features/cart/stores/cart-store.ts';
import { checkoutAction } from '../features/checkout/api/checkout-action.ts';
import { submitCheckout } from '../features/checkout/api/submit-checkout.ts';
import { pickupTimeOf, useCheckoutTours } from '../features/checkout/api/get-checkout-tours.ts';
import { CheckoutForm } from '../features/checkout/components/checkout-form.tsx';
import type { CheckoutItemView } from '../features/checkout/components/checkout-form.tsx';
import * as styles from '../features/checkout/components/checkout.css.ts';
import { valuesOf, withAccountHolderAsLead } from '../features/checkout/checkout-fields.ts';
import type { CheckoutValues } from '../features/checkout/checkout-fields.ts';
import { changedBeforeScripts } from '../shared/forms/changed-before-scripts.ts';
import { useCheckoutDraftHydration } from '../features/checkout/hooks/use-checkout-draft-hydration.ts';
import { isPaymentReturn, PAYMENT_RETURN_NOTICE } from '../features/checkout/payment-notices.ts';
import { keepTyped, typedFor, typedFrom } from '../features/checkout/typed-for-return.server.ts';
import {
  draftFor,
  draftIsFor,
  useCheckoutDraft,
} from '../features/checkout/stores/checkout-draft.ts';
import { getActivity } from '../shared/api/get-activity.ts';
import { browserApi } from '../shared/api/client.ts';
import { publicUrl, readApi, visitorApi } from '../shared/api/server-api.server.ts';
import { noStore } from '../shared/lib/no-store.ts';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';
import { useSession } from '../shared/session/session-store.ts';
import { useSessionHydration } from '../shared/session/use-session-hydration.ts';
import * as ui from '../shared/styles/ui.css.ts';

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(publicUrlOf(matches), { title: 'Checkout', path: '/checkout', noindex: true });
}

export const headers = noStore;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const payment = url.searchParams.get('payment');
  const paymentReturn = isPaymentReturn(payment) ? payment : null;
  // The cart's copy in a session cookie draws the form for a browser without scripts; with
  // scripts the cart in the browser session takes over once loaded (ADR 095).
  const copies = cartFromCookieHeader(request.headers.get('Cookie'));
  const items = (
    await Promise.all(
      copies.map(async (item): Promise<CheckoutItemView | undefined> => {
        const tour = await getActivity(readApi(request), item.activityId).catch(() => undefined);
        return (
          tour && {
            ...item,
            name: tour.title,
            saleType: tour.sale_type,
            pickupTime: pickupTimeOf(tour, item.locationId),
            placeName: tour.pickup_locations.find((place) => place.loc_id === item.locationId)
              ?.location_name,
          }
        );
      }),
    )
  ).filter((item) => item !== undefined);
  return data(
    {
      items,
      // The server's day, which the order review says a date is past or too far by (ADR 275).
      today: tourDateAt(new Date()),
      // The server's clock, by which the review says a free-cancellation deadline is gone (ADR 284).
      now: Date.now(),
      // The plain posts' tours the browser's cart has not adopted yet (ADR 259).
      postedIds: cartFromCookieHeader(request.headers.get('Cookie'), POSTED_COOKIE).map(
        (row) => row.activityId,
      ),
      paymentReturn,
      // Back from the payment page after a plain post: the form as it was posted, if it was
      // posted for these items (its fields are numbered by the cart's order).
      typed: paymentReturn
        ? typedFor(
            await typedFrom(request.headers.get('Cookie')),
            items.map((item) => item.activityId),
          )
        : {},
      order: url.searchParams.get('order'),
      // A plain post's Idempotency-Key: one per page drawn, so a double click books once.
      plainPostKey: crypto.randomUUID(),
    },
    { headers: noStore() },
  );
}

/**
 * A plain post (no scripts): a guest; the answer is the page, or the payment page — with what
 * was typed kept for the way back, should the payment not be made (typed-for-return.server.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  const values = valuesOf(await request.formData());
  const result = await submitCheckout(visitorApi(request), values, publicUrl);
  if (result.kind === 'payment') {
    return redirect(result.paymentLink, { headers: { 'Set-Cookie': await keepTyped(values) } });
  }
  const status = result.kind === 'invalid' ? 400 : result.kind === 'failed' ? 502 : 200;
  return data(result, { status });
}

/** With scripts: placed from the browser, with the signed-in token when there is one. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return checkoutAction(browserApi(), request, window.location.origin);
}

/** The booking call changes nothing the page loaded. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const cartHydrated = useCartHydration();
  const draftHydrated = useCheckoutDraftHydration();
  const sessionHydrated = useSessionHydration();
  const profile = useSession((state) => state.profile);
  const cartItems = useCart((state) => state.items);
  const adopting = useCartAdoption((state) => state.adopting);
  const resetBookNow = useCart((state) => state.resetBookNow);
  const loggedIn = useSession((state) => state.token !== null);
  const openLoginPrompt = useSession((state) => state.openLoginPrompt);
  const saveDraft = useCheckoutDraft((state) => state.save);
  const attemptKey = useCheckoutDraft((state) => state.attemptKey);
  const newAttempt = useCheckoutDraft((state) => state.newAttempt);
  const keepAttempt = useCheckoutDraft((state) => state.keepAttempt);
  const { paymentReturn, order } = loaderData;
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (cartHydrated) resetBookNow();
  }, [cartHydrated, resetBookNow]);

  // Back from the payment page without a payment: the next submit is a new attempt with a new
  // key (the declined one is finished). Once per returned order. What happened is the page's
  // alert; focus goes to it, so a screen reader reads it first instead of starting at the body
  // of a page that looks like the one left — unless the traveller is already typing somewhere
  // (scripts can arrive after the first keys on a slow connection).
  const returnAlert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!draftHydrated || !paymentReturn) return;
    if (!document.activeElement || document.activeElement === document.body) {
      returnAlert.current?.focus();
    }
    if (order && useCheckoutDraft.getState().restartedAfter !== order) newAttempt(order);
  }, [draftHydrated, paymentReturn, order, newAttempt]);

  const tours = useCheckoutTours(cartHydrated ? cartItems.map((item) => item.activity.id) : []);
  const serverItems = loaderData.items;
  // A plain post's item is the browser cart's once adopted (ADR 259): until then an empty
  // browser cart does not hide it. Only such items: the copy may be another tab's cart.
  const posted = serverItems.filter((item) => loaderData.postedIds.includes(item.activityId));
  // Until the browser's cart has taken what it takes from the copy (a new tab, ADR 265), the
  // copy the server drew stays.
  const cartLoaded = cartHydrated && !adopting;
  const fromBrowserCart = cartLoaded && (cartItems.length > 0 || posted.length === 0);
  const items: CheckoutItemView[] = fromBrowserCart
    ? cartItems.map((item) => {
        const tour = tours.get(item.activity.id);
        const known = serverItems.find(
          (server) =>
            server.activityId === item.activity.id && server.locationId === item.location_id,
        );
        return {
          ...cartCookieItemOf(item),
          name: item.activity.name,
          saleType: tour?.saleType ?? known?.saleType,
          pickupTime: tour?.pickupTimes.get(item.location_id) ?? known?.pickupTime,
          placeName: item.activity.pickup_locations.find(
            (place) => place.loc_id === item.location_id,
          )?.location_name,
        };
      })
    : cartLoaded
      ? posted
      : serverItems;
  const activityIds = items.map((item) => item.activityId);

  // Once the saved draft is loaded the form is drawn again from it; whatever the visitor
  // changed before that (typing before the scripts ran) wins over the draft. A logged-in
  // traveller is each item's lead traveller where the form is still empty, also when they log
  // in from this page (the form is drawn again from the draft then).
  const [restored, setRestored] = useState<{
    values: CheckoutValues;
    by: number | null;
    /**
     * Whom the form was drawn for: a new one draws it again. Still the account's after its
     * login expired here, as the form is kept as it is then (ADR 284).
     */
    drawnFor: number | null;
  } | null>(null);
  const holderId = profile?.id ?? null;
  useEffect(() => {
    if (!draftHydrated || !cartLoaded || !sessionHydrated) return;
    if (restored && restored.by === holderId) return;
    const loggedOutHere = restored !== null && restored.by !== null && holderId === null;
    // The API refused the token of a call made from this page (Confirm & Pay): the login expired
    // under the traveller who is typing here, not a new person at a shared computer. The form
    // stays as it is, with the answer it is waiting for, and what was typed becomes the guest's
    // draft: kept on a reload, and carried into the account if they log in again (ADR 284).
    const expiredHere = loggedOutHere && useSession.getState().expired;
    if (expiredHere) {
      const draft = useCheckoutDraft.getState();
      draft.save(draft.values, draft.activityIds, null);
    } else if (loggedOutHere || !draftIsFor(useCheckoutDraft.getState(), holderId)) {
      // Details typed under an account that has since logged out are forgotten, with their
      // attempt's key (another traveller's submit is a new checkout). Logged out while this
      // page is open, nothing the account's form showed or had typed in it is kept either
      // (ADR 236).
      useCheckoutDraft.getState().clear();
    }
    const draft = useCheckoutDraft.getState();
    const values =
      loggedOutHere && !expiredHere
        ? {}
        : {
            // A guest's plain post, back from the payment page; the browser's draft, if any, is
            // newer (scripts that came back on since).
            ...(holderId === null && !expiredHere ? loaderData.typed : {}),
            ...draftFor(draft, activityIds),
            ...(actionData && 'values' in actionData ? actionData.values : {}),
            ...changedBeforeScripts(wrapper.current?.querySelector('form')),
          };
    setRestored({
      values: withAccountHolderAsLead(values, useSession.getState().profile, activityIds.length),
      by: holderId,
      drawnFor: expiredHere ? (restored?.drawnFor ?? null) : holderId,
    });
  }, [
    draftHydrated,
    cartLoaded,
    sessionHydrated,
    restored,
    holderId,
    activityIds,
    actionData,
    loaderData.typed,
  ]);

  const plainAnswer = actionData && 'values' in actionData ? actionData : undefined;
  const initialValues = restored?.values ?? plainAnswer?.values ?? loaderData.typed;

  return (
    <div className={ui.page} ref={wrapper}>
      <h1>Checkout</h1>
      {paymentReturn && (
        <p role="alert" className={styles.alert} ref={returnAlert} tabIndex={-1}>
          {PAYMENT_RETURN_NOTICE[paymentReturn]}
        </p>
      )}
      {plainAnswer?.kind === 'invalid' && (
        <p role="alert" className={styles.alert}>
          {plainAnswer.message}
        </p>
      )}
      {plainAnswer?.kind === 'failed' && (
        <p role="alert" className={styles.alert}>
          {plainAnswer.message}
        </p>
      )}
      {cartHydrated && !loggedIn && (
        <p>
          Have an account?{' '}
          <button type="button" className={styles.policyButton} onClick={() => openLoginPrompt()}>
            Log in
          </button>{' '}
          — your cart and what you typed stay here. Or book as a guest: we will e-mail you a link to
          manage your booking.
        </p>
      )}
      {items.length > 0 ? (
        <CheckoutForm
          key={restored ? `draft:${restored.drawnFor ?? 'guest'}:${activityIds.join(',')}` : 'page'}
          items={items}
          today={loaderData.today}
          now={loaderData.now}
          initialValues={initialValues}
          initialErrors={plainAnswer?.kind === 'invalid' ? plainAnswer.errors : undefined}
          plainPostKey={loaderData.plainPostKey}
          confirmEmail={plainAnswer?.kind === 'confirm-email' ? plainAnswer.email : undefined}
          onChange={(values) => saveDraft(values, activityIds, holderId)}
          attemptKey={attemptKey}
          newAttempt={newAttempt}
          keepAttempt={keepAttempt}
          goToPayment={(link) => window.location.assign(link)}
        />
      ) : (
        // Before the browser's cart is loaded the cart is its cookie copy (ADR 095, 259, 265),
        // which the server read: none, so the cart is empty (a tester read "Loading your
        // order…" above "Your cart is empty" on a page without scripts).
        <div className={ui.strip}>
          <p>{MESSAGES.cartEmpty}</p>
          <Button asChild>
            <Link to="/search?key=">Find a trail</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
