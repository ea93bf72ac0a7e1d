// The demo catalogue: real places of Sri Lanka's Central Highlands, invented operators.
// Plain data; `demo.ts` turns it into rows.

export type SceneKind =
  'peaks' | 'tea' | 'waterfall' | 'temple' | 'forest' | 'lake' | 'rail' | 'river';

export type LocationSeed = {
  slug: string;
  name: string;
  district: string;
  scene: SceneKind;
  pageTitle: string;
  description: string;
};

export const LOCATIONS: LocationSeed[] = [
  {
    slug: 'kandy',
    name: 'Kandy',
    district: 'Kandy',
    scene: 'temple',
    pageTitle: 'Guided trails from Kandy',
    description:
      'The last royal capital sits in a bowl of forested hills around its lake. From here trails climb to Hanthana, wander through Udawattakele forest and follow the Mahaweli to spice gardens and village temples.',
  },
  {
    slug: 'peradeniya',
    name: 'Peradeniya',
    district: 'Kandy',
    scene: 'forest',
    pageTitle: 'Walks and gardens around Peradeniya',
    description:
      'Home of the Royal Botanical Gardens and the university on the banks of the Mahaweli, Peradeniya is the gentle start of many Hanthana ridge walks.',
  },
  {
    slug: 'gampola',
    name: 'Gampola',
    district: 'Kandy',
    scene: 'river',
    pageTitle: 'Trails starting from Gampola',
    description:
      'The old river capital is the doorway to Ambuluwawa tower, the Kotmale valley and the first tea estates of the hill country.',
  },
  {
    slug: 'matale',
    name: 'Matale',
    district: 'Matale',
    scene: 'forest',
    pageTitle: 'Spice gardens and cave temples of Matale',
    description:
      'Spice gardens, the rock temple of Aluvihare and the western gateway to the Knuckles Range, with trails that leave straight from town.',
  },
  {
    slug: 'riverston',
    name: 'Riverston',
    district: 'Matale',
    scene: 'peaks',
    pageTitle: 'Knuckles Range hikes from Riverston',
    description:
      'A windswept pass on the spine of the Knuckles Range: Pitawala Pathana grasslands, Mini World’s End and the Bambarakiri falls are all within a morning’s walk.',
  },
  {
    slug: 'meemure',
    name: 'Meemure',
    district: 'Kandy',
    scene: 'river',
    pageTitle: 'Meemure, the village beyond the road',
    description:
      'A farming village at the foot of Lakegala, reached by one winding road. Trails link rice terraces, river pools and the peaks of the eastern Knuckles.',
  },
  {
    slug: 'nuwara-eliya',
    name: 'Nuwara Eliya',
    district: 'Nuwara Eliya',
    scene: 'lake',
    pageTitle: 'Little England: trails from Nuwara Eliya',
    description:
      'Cool air, Gregory Lake and Pidurutalagala, the island’s highest peak, above a town of red-roofed bungalows and vegetable terraces.',
  },
  {
    slug: 'hatton',
    name: 'Hatton',
    district: 'Nuwara Eliya',
    scene: 'tea',
    pageTitle: 'Tea country walks from Hatton',
    description:
      'The heart of Dimbula tea: estate roads, factory visits and the railway line that winds through the green from Hatton to Talawakele.',
  },
  {
    slug: 'dalhousie',
    name: 'Dalhousie (Sri Pada)',
    district: 'Nuwara Eliya',
    scene: 'peaks',
    pageTitle: 'Climbing Adam’s Peak from Dalhousie',
    description:
      'The village where the pilgrim path to Sri Pada begins: 5,500 steps lit by lanterns in the season, with sunrise and the peak’s shadow at the top.',
  },
  {
    slug: 'ohiya',
    name: 'Ohiya (Horton Plains)',
    district: 'Nuwara Eliya',
    scene: 'peaks',
    pageTitle: 'Horton Plains from Ohiya and Pattipola',
    description:
      'High plains of grassland and cloud forest ending at World’s End, a sheer drop of 870 metres, and Baker’s Falls on the way back.',
  },
  {
    slug: 'haputale',
    name: 'Haputale',
    district: 'Badulla',
    scene: 'tea',
    pageTitle: 'Ridge walks from Haputale',
    description:
      'A town balanced on a ridge: Lipton’s Seat, Dambatenne tea factory and the Adisham monastery are short rides or long walks away.',
  },
  {
    slug: 'ella',
    name: 'Ella',
    district: 'Badulla',
    scene: 'rail',
    pageTitle: 'Ella: Little Adam’s Peak, Ella Rock and the Nine Arch Bridge',
    description:
      'A village in a gap of the hills with the best-known short hikes of the island and the Nine Arch Bridge on the railway below.',
  },
  {
    slug: 'bandarawela',
    name: 'Bandarawela',
    district: 'Badulla',
    scene: 'tea',
    pageTitle: 'Bandarawela and the Uva hills',
    description:
      'Dry, sunny Uva country with quiet estates, Dowa rock temple and long views over the lowlands to the south coast.',
  },
  {
    slug: 'kitulgala',
    name: 'Kitulgala',
    district: 'Kegalle',
    scene: 'river',
    pageTitle: 'Rivers and rainforest at Kitulgala',
    description:
      'White water on the Kelani, rainforest birding in Kelani Valley and the jungle pools where an old war film was shot.',
  },
];

export const CATEGORIES = [
  { slug: 'hiking', name: 'Hiking & Trekking', scene: 'peaks' },
  { slug: 'tea', name: 'Tea Country', scene: 'tea' },
  { slug: 'waterfalls', name: 'Waterfalls', scene: 'waterfall' },
  { slug: 'wildlife', name: 'Wildlife & Birdwatching', scene: 'forest' },
  { slug: 'heritage', name: 'Culture & Heritage', scene: 'temple' },
  { slug: 'sunrise', name: 'Sunrise & Viewpoints', scene: 'peaks' },
  { slug: 'cycling', name: 'Cycling', scene: 'tea' },
  { slug: 'rail', name: 'Rail Journeys', scene: 'rail' },
  { slug: 'adventure', name: 'Adventure & Water', scene: 'river' },
  { slug: 'camping', name: 'Camping', scene: 'forest' },
  { slug: 'village', name: 'Food & Village Life', scene: 'lake' },
] as const satisfies readonly { slug: string; name: string; scene: SceneKind }[];
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export type SupplierSeed = {
  email: string;
  firstName: string;
  lastName: string;
  workName: string;
  workMobile: string;
  workAddress: string;
};

export const SUPPLIERS: SupplierSeed[] = [
  {
    email: 'hello@knucklestrails.example',
    firstName: 'Nuwan',
    lastName: 'Herath',
    workName: 'Knuckles Trail Co.',
    workMobile: '+94 77 412 3301',
    workAddress: '12 Rattota Road, Matale',
  },
  {
    email: 'bookings@hillcountrytreks.example',
    firstName: 'Dilani',
    lastName: 'Wijesinghe',
    workName: 'Hill Country Treks',
    workMobile: '+94 71 555 2040',
    workAddress: '8 Park Road, Nuwara Eliya',
  },
  {
    email: 'walk@ellafootpaths.example',
    firstName: 'Kasun',
    lastName: 'Rathnayake',
    workName: 'Ella Footpaths',
    workMobile: '+94 76 880 1122',
    workAddress: 'Passara Road, Ella',
  },
  {
    email: 'guides@sripadapilgrim.example',
    firstName: 'Mohamed',
    lastName: 'Rizvi',
    workName: 'Sri Pada Pilgrim Guides',
    workMobile: '+94 72 301 7788',
    workAddress: 'Main Street, Dalhousie',
  },
  {
    email: 'estate@teaestatewalks.example',
    firstName: 'Priya',
    lastName: 'Ramasamy',
    workName: 'Tea Estate Walks',
    workMobile: '+94 75 640 9912',
    workAddress: 'Dunkeld Estate, Hatton',
  },
  {
    email: 'info@kandyheritage.example',
    firstName: 'Chaminda',
    lastName: 'Bandara',
    workName: 'Kandy Heritage Guides',
    workMobile: '+94 81 222 4455',
    workAddress: '44 Dalada Veediya, Kandy',
  },
];

export type TourSeed = {
  title: string;
  /** 1 half day, 2 full day, 3 overnight */
  type: 1 | 2 | 3;
  /** value and unit: 2 hours → [2, 2]; 3 days → [3, 1] */
  duration: [number, 1 | 2 | 3];
  supplier: number;
  pickups: string[];
  /**
   * Each place's pick-up time (HH:mm, Sri Lanka), where the tour's own words fix it: a night
   * walk, a night climb, an afternoon start. Without it a sunrise tour picks up from 03:30 and
   * any other from 07:00 (demo.ts). A tester's night walk said "after dark" and picked up at 07:00.
   */
  pickupAt?: string[];
  categories: CategorySlug[];
  scene: SceneKind;
  overview: string;
  /** per person: adult price in whole USD; per group: [max travellers, USD][] */
  price: number | [number, number][];
  featured?: boolean;
  sold: number;
  lead?: number;
  onAvailability?: boolean;
  highlights: string[];
};

export const TOURS: TourSeed[] = [
  {
    title: 'Hanthana Ridge Sunrise Hike',
    type: 1,
    duration: [4, 2],
    supplier: 5,
    pickups: ['kandy', 'peradeniya'],
    categories: ['hiking', 'sunrise'],
    scene: 'peaks',
    overview:
      'Start in the dark above Kandy and climb the seven peaks of the Hanthana range to watch the sun rise over the Knuckles, with tea and roti at a ridge-top estate.',
    price: 35,
    featured: true,
    sold: 412,
    highlights: [
      'Pre-dawn climb through pine forest',
      'Sunrise from Uura Kanda',
      'Breakfast at the Hanthana estate bungalow',
    ],
  },
  {
    title: 'Udawattakele Forest Reserve Bird Walk',
    type: 1,
    duration: [3, 2],
    supplier: 5,
    pickups: ['kandy'],
    categories: ['wildlife'],
    scene: 'forest',
    overview:
      'A slow morning in the royal forest behind the Temple of the Tooth with a naturalist: Layard’s parakeets, hornbills, giant squirrels and the old pond trails.',
    price: 28,
    sold: 185,
    highlights: [
      'Endemic birds with a naturalist',
      'The royal pond and the old hermit caves',
      'Binoculars provided',
    ],
  },
  {
    title: 'Kandy Temples and Lakeside Heritage Walk',
    type: 1,
    duration: [3, 2],
    supplier: 5,
    pickups: ['kandy'],
    categories: ['heritage'],
    scene: 'temple',
    overview:
      'Walk the lake round to the Temple of the Tooth, the four devales and the old British garrison cemetery, hearing the story of the last Kandyan kings.',
    price: 25,
    sold: 530,
    highlights: [
      'Temple of the Tooth at the evening puja',
      'Natha and Pattini devales',
      'Garrison cemetery stories',
    ],
  },
  {
    title: 'Royal Botanical Gardens and Mahaweli River Walk',
    type: 1,
    duration: [4, 2],
    supplier: 5,
    pickups: ['peradeniya', 'kandy'],
    categories: ['wildlife', 'village'],
    scene: 'forest',
    overview:
      'The orchid house, the giant Javan fig and the palm avenues of Peradeniya, then a riverbank path along the Mahaweli to a village lunch.',
    price: 30,
    sold: 260,
    highlights: [
      'Orchid house and spice garden',
      'Fruit bat colony',
      'Rice and curry by the river',
    ],
  },
  {
    title: 'Ambuluwawa Tower and Biodiversity Trail',
    type: 1,
    duration: [5, 2],
    supplier: 5,
    pickups: ['gampola', 'kandy'],
    categories: ['sunrise', 'heritage'],
    scene: 'temple',
    overview:
      'Climb the spiral tower of Ambuluwawa for a 360° view of the hill country, then follow the biodiversity trail down through the forest to Gampola.',
    price: 32,
    sold: 144,
    highlights: [
      'The spiral tower stairway',
      'Four faiths on one summit',
      'Forest descent on foot',
    ],
  },
  {
    title: 'Kandy to Knuckles Day Trek: Corbett’s Gap',
    type: 2,
    duration: [9, 2],
    supplier: 0,
    pickups: ['kandy', 'matale'],
    categories: ['hiking'],
    scene: 'peaks',
    overview:
      'Drive over the Rangala hairpins to Corbett’s Gap and walk the ridge to the Thangappuwa viewpoint above the Knuckles massif, with lunch in a hill village.',
    price: 65,
    featured: true,
    sold: 298,
    highlights: [
      'Corbett’s Gap panorama',
      'Cloud forest on the ridge',
      'Lunch with a Rangala family',
    ],
  },
  {
    title: 'Pitawala Pathana and Mini World’s End',
    type: 1,
    duration: [4, 2],
    supplier: 0,
    pickups: ['riverston', 'matale'],
    categories: ['hiking', 'sunrise'],
    scene: 'peaks',
    overview:
      'Cross the montane grassland of Pitawala Pathana to the cliff edge of Mini World’s End and look down 300 metres to the Matale valley.',
    price: 30,
    sold: 221,
    highlights: ['Grassland endemics', 'Cliff-edge viewpoint', 'Short and family friendly'],
  },
  {
    title: 'Bambarakiri Ella and Sera Ella Waterfall Trail',
    type: 2,
    duration: [7, 2],
    supplier: 0,
    pickups: ['riverston', 'matale'],
    categories: ['waterfalls', 'hiking'],
    scene: 'waterfall',
    overview:
      'A day of waterfalls in the northern Knuckles: the suspension bridge at Bambarakiri, the wide curtain of Sera Ella and a swim in its pool.',
    price: 55,
    sold: 176,
    highlights: [
      'Suspension bridge over the falls',
      'Swim at Sera Ella',
      'Village lunch in Illukkumbura',
    ],
  },
  {
    title: 'Meemure Village and Lakegala Overnight Trek',
    type: 3,
    duration: [2, 1],
    supplier: 0,
    pickups: ['meemure', 'kandy'],
    categories: ['hiking', 'village', 'camping'],
    scene: 'river',
    overview:
      'Two days in the most remote village of the Knuckles: rice terraces, the river pools, and an early climb of the spire of Lakegala, sleeping in a village homestay.',
    price: 145,
    featured: true,
    sold: 98,
    lead: 3,
    onAvailability: true,
    highlights: ['Homestay in Meemure', 'Sunrise on Lakegala', 'Cooking with village families'],
  },
  {
    title: 'Knuckles Five Peaks Camping Expedition',
    type: 3,
    duration: [3, 1],
    supplier: 0,
    pickups: ['riverston', 'kandy'],
    categories: ['hiking', 'camping'],
    scene: 'peaks',
    overview:
      'A three-day traverse of the five knuckles with porters and a cook, camping at Dumbanagala and crossing cloud forest few visitors see.',
    price: [
      [4, 780],
      [8, 1320],
    ],
    sold: 41,
    lead: 7,
    onAvailability: true,
    highlights: ['Three days on the ridge', 'Porters and camp cook', 'Small groups only'],
  },
  {
    title: 'Aluvihare Rock Temple and Matale Spice Garden',
    type: 1,
    duration: [3, 2],
    supplier: 5,
    pickups: ['matale', 'kandy'],
    categories: ['heritage', 'village'],
    scene: 'temple',
    overview:
      'The cave temple where the Buddhist canon was first written down, then a walk through a working spice garden of cinnamon, pepper and cardamom.',
    price: 26,
    sold: 340,
    highlights: ['Palm-leaf manuscript workshop', 'Cave paintings', 'Spice tasting'],
  },
  {
    title: 'Knuckles Cycling: Rattota to Riverston',
    type: 2,
    duration: [6, 2],
    supplier: 0,
    pickups: ['matale', 'riverston'],
    categories: ['cycling', 'adventure'],
    scene: 'peaks',
    overview:
      'A hard climb on mountain bikes from Rattota up the hairpins to Riverston, a rest at the Pitawala grassland and a fast, long descent.',
    price: 70,
    sold: 64,
    highlights: [
      'Quality hardtail bikes and helmets',
      'Support vehicle',
      '1,000 metres of climbing',
    ],
  },
  {
    title: 'Horton Plains and World’s End at Dawn',
    type: 2,
    duration: [8, 2],
    supplier: 1,
    pickups: ['nuwara-eliya', 'ohiya', 'haputale'],
    categories: ['hiking', 'sunrise', 'wildlife'],
    scene: 'peaks',
    overview:
      'Reach the park gate as it opens and walk the nine-kilometre loop to World’s End before the mist rises, then Baker’s Falls and sambar deer on the plains.',
    price: 75,
    featured: true,
    sold: 820,
    highlights: ['World’s End before the clouds', 'Baker’s Falls', 'Park fees included'],
  },
  {
    title: 'Pidurutalagala Summit and Gregory Lake Walk',
    type: 1,
    duration: [5, 2],
    supplier: 1,
    pickups: ['nuwara-eliya'],
    categories: ['hiking', 'sunrise'],
    scene: 'lake',
    overview:
      'Climb through montane forest to the top of Sri Lanka at 2,524 metres, then walk down to Gregory Lake for tea on the shore.',
    price: 40,
    sold: 233,
    highlights: ['Highest point of the island', 'Rhododendron forest', 'Tea at Gregory Lake'],
  },
  {
    title: 'Nuwara Eliya Tea Factory and Estate Trail',
    type: 1,
    duration: [4, 2],
    supplier: 4,
    pickups: ['nuwara-eliya'],
    categories: ['tea'],
    scene: 'tea',
    overview:
      'Walk the estate paths with a tea planter, pluck leaves with the pluckers and follow them through withering, rolling and firing at a working factory.',
    price: 29,
    sold: 610,
    highlights: ['Plucking with the estate team', 'Factory tour', 'Tasting of six grades'],
  },
  {
    title: 'Moon Plains and Strawberry Farm Morning',
    type: 1,
    duration: [3, 2],
    supplier: 1,
    pickups: ['nuwara-eliya'],
    categories: ['sunrise', 'village'],
    scene: 'lake',
    overview:
      'A gentle start at the Mini World’s End viewpoint of Moon Plains, then a strawberry farm and a market garden on the way back to town.',
    price: 24,
    sold: 190,
    highlights: ['Moon Plains viewpoint', 'Pick your own strawberries', 'Easy walking'],
  },
  {
    title: 'Hakgala Gardens and Seetha Eliya Forest Walk',
    type: 1,
    duration: [4, 2],
    supplier: 1,
    pickups: ['nuwara-eliya'],
    categories: ['wildlife', 'heritage'],
    scene: 'forest',
    overview:
      'The rose garden and cloud forest of Hakgala under its great rock, with purple-faced langurs, then the Seetha Amman temple by the stream.',
    price: 27,
    sold: 120,
    highlights: ['Hakgala rose garden', 'Purple-faced langurs', 'Seetha Amman kovil'],
  },
  {
    title: 'Adam’s Peak Night Pilgrimage Climb',
    type: 2,
    duration: [10, 2],
    supplier: 3,
    pickups: ['dalhousie', 'hatton'],
    pickupAt: ['01:00', '00:15'],
    categories: ['hiking', 'sunrise', 'heritage'],
    scene: 'peaks',
    overview:
      'Climb the lantern-lit steps of Sri Pada with a pilgrim guide from 2 a.m., reach the summit shrine for sunrise and see the peak’s triangular shadow fall on the clouds.',
    price: 55,
    featured: true,
    sold: 945,
    highlights: [
      'Sunrise from the summit',
      'Tea houses on the stairs',
      'Guide who has climbed 300 times',
    ],
  },
  {
    title: 'Sri Pada Overnight with Dalhousie Guesthouse',
    type: 3,
    duration: [2, 1],
    supplier: 3,
    pickups: ['dalhousie', 'hatton', 'kandy'],
    pickupAt: ['14:00', '13:00', '10:30'],
    categories: ['hiking', 'sunrise'],
    scene: 'peaks',
    overview:
      'Arrive in Dalhousie in the afternoon, rest at a riverside guesthouse, climb to the summit overnight and sleep again before the drive home.',
    price: 135,
    sold: 210,
    lead: 2,
    highlights: [
      'Two nights’ rest split around the climb',
      'Hot meals and packed snacks',
      'Transfers from Hatton or Kandy',
    ],
  },
  {
    title: 'Hatton Tea Trails Estate Walk',
    type: 1,
    duration: [4, 2],
    supplier: 4,
    pickups: ['hatton'],
    categories: ['tea', 'village'],
    scene: 'tea',
    overview:
      'Walk between historic planters’ bungalows on the shores of Castlereagh reservoir through Dimbula’s oldest estates.',
    price: 38,
    sold: 275,
    highlights: ['Bungalow to bungalow on foot', 'Reservoir views', 'High tea at the end'],
  },
  {
    title: 'Devon and St Clair’s Falls Tea Country Drive and Walk',
    type: 1,
    duration: [5, 2],
    supplier: 4,
    pickups: ['hatton', 'nuwara-eliya'],
    categories: ['waterfalls', 'tea'],
    scene: 'waterfall',
    overview:
      'Two of the hill country’s best-loved falls from the old Talawakele road, with a path down to the foot of St Clair’s and tea at a factory with a view of Devon.',
    price: 33,
    sold: 402,
    highlights: ['St Clair’s, the “little Niagara”', 'Devon Falls viewpoint', 'Factory tea stop'],
  },
  {
    title: 'Hatton to Haputale Scenic Rail Journey',
    type: 2,
    duration: [7, 2],
    supplier: 4,
    pickups: ['hatton'],
    categories: ['rail', 'tea'],
    scene: 'rail',
    overview:
      'Reserved seats on the hill country line over the Summit Level at Pattipola, with a guide pointing out estates, tunnels and waterfalls on the way.',
    price: 58,
    sold: 355,
    lead: 3,
    highlights: [
      'Reserved observation seats',
      'The Summit Level, highest station',
      'Return transfer by road',
    ],
  },
  {
    title: 'Lipton’s Seat Sunrise and Dambatenne Factory',
    type: 1,
    duration: [5, 2],
    supplier: 2,
    pickups: ['haputale', 'bandarawela'],
    categories: ['tea', 'sunrise', 'hiking'],
    scene: 'tea',
    overview:
      'Walk up through the estate to the rock where Thomas Lipton surveyed his empire, watch the sun rise over seven provinces and visit the factory he built in 1890.',
    price: 34,
    featured: true,
    sold: 505,
    highlights: ['Sunrise over seven provinces', 'Dambatenne factory tour', 'Estate breakfast'],
  },
  {
    title: 'Adisham Monastery and Thangamale Bird Trail',
    type: 1,
    duration: [3, 2],
    supplier: 2,
    pickups: ['haputale'],
    categories: ['wildlife', 'heritage'],
    scene: 'forest',
    overview:
      'The Tudor-style monastery of Adisham with its orchards, then the Thangamale sanctuary’s forest path along the ridge for hill birds.',
    price: 22,
    sold: 96,
    highlights: ['Adisham jams and cordials', 'Ridge forest birding', 'Quiet weekday walk'],
  },
  {
    title: 'Little Adam’s Peak and Nine Arch Bridge',
    type: 1,
    duration: [4, 2],
    supplier: 2,
    pickups: ['ella'],
    categories: ['hiking', 'rail', 'sunrise'],
    scene: 'rail',
    overview:
      'An easy climb through tea to the summit of Little Adam’s Peak, then along the railway to watch a blue train cross the Nine Arch Bridge.',
    price: 25,
    featured: true,
    sold: 1210,
    highlights: ['Ella gap views', 'Train over the Nine Arch Bridge', 'Café stop in Ella'],
  },
  {
    title: 'Ella Rock Hike via the Railway Line',
    type: 1,
    duration: [5, 2],
    supplier: 2,
    pickups: ['ella'],
    categories: ['hiking'],
    scene: 'peaks',
    overview:
      'Follow the tracks from Ella station, cross the Rawana waterfall stream and climb through eucalyptus to the top of Ella Rock.',
    price: 30,
    sold: 880,
    highlights: ['The classic Ella hike', 'Local guide who knows the paths', 'Fruit and water'],
  },
  {
    title: 'Ravana Falls and Cave Trail',
    type: 1,
    duration: [3, 2],
    supplier: 2,
    pickups: ['ella', 'bandarawela'],
    categories: ['waterfalls', 'heritage'],
    scene: 'waterfall',
    overview:
      'The wide Ravana Falls by the Wellawaya road and the cave of the Ramayana legend up a steep stair, with the story told on the way.',
    price: 20,
    sold: 640,
    highlights: ['Ravana Falls', 'The legend of Sita', 'Short and steep'],
  },
  {
    title: 'Ella to Kandy Train Ride with Guide',
    type: 2,
    duration: [8, 2],
    supplier: 2,
    pickups: ['ella'],
    categories: ['rail'],
    scene: 'rail',
    overview:
      'Seven hours on the most beautiful railway in Asia from Ella to Kandy, with reserved seats, a guide and lunch at Nanu Oya.',
    price: 62,
    sold: 470,
    lead: 3,
    highlights: ['Reserved seats', 'Through Demodara loop and the Summit Level', 'Lunch included'],
  },
  {
    title: 'Diyaluma Falls Upper Pools Hike',
    type: 2,
    duration: [7, 2],
    supplier: 2,
    pickups: ['ella', 'haputale', 'bandarawela'],
    categories: ['waterfalls', 'adventure'],
    scene: 'waterfall',
    overview:
      'Climb the estate path to the infinity pools at the top of Diyaluma, the island’s second highest falls, and swim at the edge of a 220-metre drop.',
    price: 52,
    sold: 315,
    highlights: ['Swim in the upper pools', 'Sunset on the way back', 'Safety briefing and guide'],
  },
  {
    title: 'Uva Highlands Cycling Day',
    type: 2,
    duration: [6, 2],
    supplier: 2,
    pickups: ['bandarawela', 'ella'],
    categories: ['cycling', 'tea'],
    scene: 'tea',
    overview:
      'Estate roads between Bandarawela and Ella on mountain bikes, past Dowa temple and through the tea of Uva with long downhill runs.',
    price: 60,
    sold: 88,
    highlights: ['Dowa rock temple', 'Estate roads only', 'Bike, helmet and support van'],
  },
  {
    title: 'Dowa Rock Temple and Bandarawela Village Walk',
    type: 1,
    duration: [3, 2],
    supplier: 5,
    pickups: ['bandarawela'],
    categories: ['heritage', 'village'],
    scene: 'temple',
    overview:
      'The unfinished standing Buddha carved into the rock at Dowa, then a walk through paddy and vegetable gardens with tea at a village home.',
    price: 21,
    sold: 77,
    highlights: ['Rock-carved Buddha', 'Village home visit', 'Gentle walking'],
  },
  {
    title: 'Kitulgala White Water Rafting',
    type: 1,
    duration: [4, 2],
    supplier: 1,
    pickups: ['kitulgala'],
    categories: ['adventure'],
    scene: 'river',
    overview:
      'Five grade 2–3 rapids on the Kelani river with certified guides, then a swim in the calm stretch below the old film set.',
    price: 40,
    sold: 720,
    highlights: ['Five rapids', 'Certified rafting guides', 'Lunch by the river'],
  },
  {
    title: 'Kelani Valley Rainforest Birding',
    type: 1,
    duration: [5, 2],
    supplier: 1,
    pickups: ['kitulgala'],
    categories: ['wildlife'],
    scene: 'forest',
    overview:
      'Cross the river by dugout canoe into Kelani Valley forest for Sri Lanka spurfowl, green-billed coucal and the chestnut-backed owlet.',
    price: 45,
    sold: 58,
    highlights: ['Dugout canoe crossing', 'Rainforest endemics', 'Expert birder guide'],
  },
  {
    title: 'Kitulgala Canyoning and Jungle Pools',
    type: 2,
    duration: [6, 2],
    supplier: 1,
    pickups: ['kitulgala'],
    categories: ['adventure', 'waterfalls'],
    scene: 'waterfall',
    overview:
      'Slide, jump and abseil down the natural chutes of a jungle stream with helmets, wetsuits and two guides.',
    price: 68,
    sold: 134,
    highlights: ['Natural rock slides', 'Abseiling', 'All gear provided'],
  },
  {
    title: 'Horton Plains Camping Under the Stars',
    type: 3,
    duration: [2, 1],
    supplier: 1,
    pickups: ['ohiya', 'nuwara-eliya'],
    pickupAt: ['15:00', '14:30'],
    categories: ['camping', 'wildlife'],
    scene: 'peaks',
    overview:
      'A night at a campsite at the edge of the plains, a fireside dinner, the southern sky at 2,000 metres and first entry to the park at dawn.',
    price: 160,
    sold: 72,
    lead: 4,
    onAvailability: true,
    highlights: ['Tents and warm bedding', 'Night sky at altitude', 'First entry to the park'],
  },
  {
    title: 'Tea Country Three-Day Trail: Hatton to Nuwara Eliya',
    type: 3,
    duration: [3, 1],
    supplier: 4,
    pickups: ['hatton'],
    categories: ['tea', 'hiking'],
    scene: 'tea',
    overview:
      'Three days walking estate roads and forest paths from Hatton to Nuwara Eliya, staying in planters’ bungalows with luggage sent ahead.',
    price: [
      [2, 690],
      [6, 1590],
    ],
    featured: true,
    sold: 55,
    lead: 7,
    onAvailability: true,
    highlights: ['Luggage transfers', 'Planters’ bungalows', 'Private guide for your group'],
  },
  {
    title: 'Pekoe Trail Stage: Haputale to Bandarawela',
    type: 2,
    duration: [6, 2],
    supplier: 2,
    pickups: ['haputale', 'bandarawela'],
    categories: ['hiking', 'tea'],
    scene: 'tea',
    overview:
      'One stage of the long-distance Pekoe Trail along old tea-transport paths, with village tea shops and views south to the coast.',
    price: 48,
    sold: 143,
    highlights: [
      'Waymarked long-distance trail',
      'Old tea-transport paths',
      'Lunch at a line house',
    ],
  },
  {
    title: 'Knuckles Cardamom Trail and Village Lunch',
    type: 2,
    duration: [7, 2],
    supplier: 0,
    pickups: ['riverston', 'matale'],
    categories: ['hiking', 'village'],
    scene: 'forest',
    overview:
      'The forest paths where cardamom still grows under the canopy, a stream crossing and a home-cooked lunch in Kaikawala.',
    price: 50,
    sold: 49,
    highlights: ['Cardamom under the canopy', 'Stream crossing', 'Home-cooked lunch'],
  },
  {
    title: 'Kandy Cooking Class and Market Walk',
    type: 1,
    duration: [4, 2],
    supplier: 5,
    pickups: ['kandy', 'peradeniya'],
    categories: ['village'],
    scene: 'lake',
    overview:
      'Shop at Kandy market with a home cook, then make five curries, coconut sambol and hoppers in her kitchen above the town.',
    price: [
      [2, 70],
      [6, 150],
    ],
    sold: 380,
    highlights: ['Kandy municipal market', 'Five curries and hoppers', 'Recipes to take home'],
  },
  {
    title: 'Gampola to Nuwara Eliya Waterfall Road',
    type: 2,
    duration: [8, 2],
    supplier: 1,
    pickups: ['gampola', 'kandy', 'nuwara-eliya'],
    categories: ['waterfalls', 'tea'],
    scene: 'waterfall',
    overview:
      'Ramboda Falls, the Kotmale valley and a string of roadside falls, with short walks to each and lunch at the Ramboda pass.',
    price: 57,
    sold: 206,
    highlights: ['Ramboda Falls', 'Kotmale reservoir', 'Tea at the pass'],
  },
  {
    title: 'Haputale Ridge Overnight with Monastery Stay',
    type: 3,
    duration: [2, 1],
    supplier: 2,
    pickups: ['haputale', 'ella'],
    categories: ['hiking', 'heritage', 'sunrise'],
    scene: 'tea',
    overview:
      'Walk the ridge from Haputale to Lipton’s Seat over two days, staying a night at a guesthouse near Adisham and watching two sunrises.',
    price: 120,
    sold: 37,
    lead: 2,
    highlights: ['Two sunrises on the ridge', 'Guesthouse near Adisham', 'All meals'],
  },
  {
    title: 'Ella Gap Night Walk and Fireflies',
    type: 1,
    duration: [2, 2],
    supplier: 2,
    pickups: ['ella'],
    pickupAt: ['18:30'],
    categories: ['wildlife'],
    scene: 'forest',
    overview:
      'After dark with a torch and a naturalist: fireflies, frogs, loris calls and the lights of the southern plains through the Ella gap.',
    price: 18,
    sold: 150,
    highlights: ['Slender loris if lucky', 'Fireflies along the stream', 'Short night walk'],
  },
  {
    title: 'Bambarella Peak Loop from Nuwara Eliya',
    type: 2,
    duration: [7, 2],
    supplier: 1,
    pickups: ['nuwara-eliya', 'ohiya'],
    categories: ['hiking'],
    scene: 'peaks',
    overview:
      'The quiet third-highest peak of the island: a loop over Bambarella through Pattipola grassland and back down the estate roads.',
    price: 49,
    sold: 39,
    highlights: ['Off the usual routes', 'Montane grassland', 'Packed lunch on the summit'],
  },
  {
    title: 'Kandy Esala Perahera Evening Walk',
    type: 1,
    duration: [4, 2],
    supplier: 5,
    pickups: ['kandy'],
    categories: ['heritage'],
    scene: 'temple',
    overview:
      'A guided evening through the drummers, dancers and elephants of the Kandy procession with reserved standing places and the history behind it.',
    price: 45,
    sold: 0,
    lead: 10,
    onAvailability: true,
    highlights: ['Reserved places', 'Drumming traditions explained', 'Evening street food'],
  },
];

/** Reviewers (clients) who wrote the seeded reviews. */
export const REVIEWERS = [
  ['Emma', 'Clarke'],
  ['Lukas', 'Weber'],
  ['Aiko', 'Tanaka'],
  ['Rahul', 'Menon'],
  ['Sofia', 'Rossi'],
  ['James', 'O’Neill'],
  ['Chloé', 'Martin'],
  ['Nimal', 'Perera'],
  ['Hannah', 'Schmidt'],
  ['Daniel', 'Kim'],
  ['Isabel', 'García'],
  ['Tom', 'Bakker'],
] as const;

export const REVIEW_TEXTS: [number, string][] = [
  [5, 'Our guide knew every bird call and every short cut. Worth the early start.'],
  [5, 'Absolutely stunning views and very well organised from pick-up to drop-off.'],
  [4, 'Beautiful walk. The path was muddy after rain but the guide helped us all the way.'],
  [5, 'The highlight of our trip to Sri Lanka. Tea at the end was the perfect finish.'],
  [4, 'Great day out, a little rushed at the end but we saw everything promised.'],
  [3, 'Nice scenery, though the clouds came in and hid the view. Not the guide’s fault!'],
  [5, 'Friendly, patient guide and a lovely lunch with a local family.'],
  [4, 'Well paced for our kids (9 and 12). They loved it.'],
  [5, 'Would book again without thinking twice. Hotel pick-up was right on time.'],
  [4, 'Good value and a real feel for the hill country away from the crowds.'],
];
