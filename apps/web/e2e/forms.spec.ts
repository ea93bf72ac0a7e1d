import { futureSearchDate } from './booking-steps.ts';
import { expect, notice, test } from './fixtures.ts';

test('the home search bar suggests pick-up locations and tours, and searches with them', async ({
  page,
}) => {
  await page.goto('/');
  const location = page.getByRole('combobox', { name: 'Pick-up location' });
  await location.pressSequentially('Kan');
  const option = page
    .getByRole('listbox', { name: 'Pick-up location' })
    .getByRole('option')
    .first();
  await expect(option).toBeVisible();
  const name = (await option.textContent())!;
  await option.click();
  await expect(location).toHaveValue(name);

  await page.getByRole('combobox', { name: 'What would you like to do?' }).focus();
  await expect(page.getByText('Half day', { exact: true }).first()).toBeVisible();

  const date = futureSearchDate();
  await page.getByLabel('Pick-up date').fill(date.typed);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?location=\\d+&date=${date.iso}$`));
});

test('the header search box suggests tours on every page but home', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('combobox', { name: 'Search trails' }).pressSequentially('kandy');
  const suggestion = page
    .getByRole('listbox', { name: 'Search trails' })
    .getByRole('option')
    .first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/details\/\d+$/);
});

test('the footer inquiry form and deals subscription say what is missing, then send', async ({
  page,
}) => {
  await page.goto('/help');
  const inquiry = page.getByRole('form', { name: 'Send us an inquiry' });
  // The footer is hydrated once it comes near (a deferred part): a Send tapped before that is a
  // plain post, answered with the page (the forms-first path, tested without scripts). This test
  // is about the scripted form, so it waits until the message's counter follows typing.
  const message = inquiry.getByLabel('Message');
  await expect(async () => {
    await message.fill('');
    await message.fill('x');
    await expect(inquiry.getByTestId('character-counter')).toHaveText('1/2000', { timeout: 500 });
  }).toPass();
  await message.fill('');
  await inquiry.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page)).toHaveText('Name field is mandatory');
  await expect(inquiry.getByText('Phone field is mandatory')).toBeVisible();
  await inquiry.getByLabel('Name').fill('Ayesha Fernando');
  await inquiry.getByLabel('Email').fill('ayesha@example.com');
  await inquiry.getByLabel('Phone').fill('+94 77 123 4567');
  await inquiry.getByLabel('Message').fill('Is the Knuckles trail open in December?');
  await inquiry.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page)).toHaveText('Message sent!');

  const subscription = page.getByRole('form', { name: 'Get deals by email' });
  await subscription.getByRole('button', { name: 'Subscribe' }).click();
  await expect(notice(page)).toHaveText('Email field is mandatory');
  await subscription.getByLabel('Email').fill('not-an-address');
  await subscription.getByRole('button', { name: 'Subscribe' }).click();
  await expect(notice(page)).toHaveText('Email not valid');
  await subscription.getByLabel('Email').fill('deals@example.com');
  await subscription.getByRole('button', { name: 'Subscribe' }).click();
  await expect(notice(page)).toHaveText('Email address subscribed');
});

test('a link drawn as a button stays readable when hovered', async ({ page }) => {
  // An empty cart's checkout offers "Find a trail", a link in the kit's button.
  await page.goto('/checkout');
  const link = page.getByRole('link', { name: 'Find a trail' });
  await link.hover();
  const { color, background } = await link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  expect(color).not.toBe(background);
});
