// The wire types the site reads, named once. Field names stay as the contract spells them.
import type { components } from '@trails/api-client/schema';

type Schemas = components['schemas'];

export type ActivityCard = Schemas['ActivityCard'];
export type Activity = Schemas['Activity'];
export type ActivityPage = Schemas['ActivityPage'];
export type ClientReview = Schemas['ClientReview'];
export type PickupLocation = Schemas['PickupLocation'];
export type ResponsiveImage = Schemas['ResponsiveImage'];
export type LocationOption = Schemas['LocationOption'];
export type Category = Schemas['Category'];
export type LocationPage = Schemas['LocationPage'];
export type Slider = Schemas['Slider'];
export type FeaturedCategory = Schemas['FeaturedCategory'];
export type TravelInspiration = Schemas['TravelInspiration'];
export type TravelInspirationPage = Schemas['TravelInspirationPage'];
export type SiteContent = Schemas['SiteContent'];
export type SiteSettings = Schemas['SiteSettings'];
export type SearchSuggestions = Schemas['SearchSuggestions'];
export type CostEstimate = Schemas['CostEstimate'];
export type CostError = Schemas['CostError'];
export type CartItem = Schemas['CartItem'];
