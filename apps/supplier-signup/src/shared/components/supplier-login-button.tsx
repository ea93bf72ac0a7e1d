import { Button } from '@trails/ui/button';
import { getSettings } from '../settings.ts';

/** Sends the supplier to the supplier site (outside this product) to log in. */
export function SupplierLoginButton() {
  return (
    <Button asChild size="lg" fullWidth>
      <a href={getSettings().supplierSiteUrl}>Supplier login</a>
    </Button>
  );
}
