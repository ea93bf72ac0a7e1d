// Site texts of the demo: about, help sections, banners, inspirations, instagram posts, settings.
import type { SceneKind } from './catalogue.ts';

export const SITE_CONTENT = {
  about: {
    metaTitle: 'About Lanka Trails',
    metaDescription:
      'Lanka Trails connects travellers with local guides for half-day, full-day and overnight trails in the Central Highlands of Sri Lanka.',
    body: `<h2>Walk the hill country with the people who live there</h2>
<p>Lanka Trails is a marketplace of guided trails in the Central Highlands of Sri Lanka: the Knuckles Range, Kandy and Matale, the tea country of Hatton and Nuwara Eliya, Horton Plains, Sri Pada and the Uva hills around Ella and Haputale.</p>
<p>Every trail is run by a local operator we have met and walked with. We check their licences, their guides’ first-aid training and their vehicles, and we read every review our travellers write.</p>
<h3>What we promise</h3>
<ul><li>Free cancellation up to 24 hours (local time) before the start</li><li>Lowest price guarantee</li><li>24/7 global support</li><li>Last-minute booking</li><li>No additional taxes and fees</li></ul>`,
  },
  privacy: {
    metaTitle: 'Privacy policy | Lanka Trails',
    metaDescription: 'What personal data Lanka Trails keeps, why, and for how long.',
    body: `<h2>Privacy policy</h2>
<p>We keep only what a booking needs: your name, e-mail address, phone number and the details of the travellers and pick-up you give us. We share them with the operator of the trail you book and with nobody else, except where the law requires it.</p>
<p>Payments are handled by our payment provider; we never see or store your card number.</p>
<p>You can ask us at any time for a copy of your data or for its deletion by writing to privacy@lankatrails.example.</p>`,
  },
  disclaimer: {
    metaTitle: 'Disclaimers | Lanka Trails',
    metaDescription: 'The trails on Lanka Trails are run by independent local operators.',
    body: `<h2>Disclaimers</h2>
<p>Trails listed on Lanka Trails are operated by independent suppliers who are responsible for running them safely and as described. Mountain weather changes quickly: operators may change a route or cancel for your safety, in which case you receive a full refund.</p>
<p>Walking times and difficulty are given for an adult of average fitness.</p>`,
  },
  cookie: {
    metaTitle: 'Cookie policy | Lanka Trails',
    metaDescription: 'The cookies and browser storage Lanka Trails uses.',
    body: `<h2>Cookie policy</h2>
<p>We store your cart and your login in your browser’s session storage so they survive a page reload. We use no advertising cookies. Anonymous page statistics help us see which trails people look for.</p>`,
  },
  guidelines: {
    metaTitle: 'Traveller guidelines | Lanka Trails',
    metaDescription: 'How to walk respectfully in the hill country of Sri Lanka.',
    body: `<h2>Traveller guidelines</h2>
<ul><li>Cover shoulders and knees and take off your shoes and hat in temples.</li><li>Carry your rubbish back down: the plains and peaks have no bins.</li><li>Leeches are common after rain; your guide carries salt and repellent.</li><li>Ask before photographing tea pluckers and villagers.</li></ul>`,
  },
} as const;

export const SITE_SETTINGS = {
  title: 'Lanka Trails — guided trails in Sri Lanka’s Central Highlands',
  description:
    'Book half-day, full-day and overnight guided trails in Kandy, the Knuckles Range, Nuwara Eliya, Horton Plains, Sri Pada and Ella with local operators.',
  keywords:
    'sri lanka hiking, knuckles range trek, horton plains tour, adams peak climb, ella hikes, tea country walks, kandy tours',
  support_email: 'support@lankatrails.example',
  support_phone: '+94 11 234 5678',
} as const;

export const SLIDERS: { title: string; subText: string; scene: SceneKind }[] = [
  {
    title: 'Walk the Central Highlands with local guides',
    subText: 'Half-day, full-day and overnight trails from Kandy to Ella',
    scene: 'peaks',
  },
  {
    title: 'Sunrise on Sri Pada',
    subText: 'Climb the lantern-lit steps of Adam’s Peak with a pilgrim guide',
    scene: 'temple',
  },
  {
    title: 'Tea country on foot',
    subText: 'Estate paths, planters’ bungalows and the freshest cup you will ever drink',
    scene: 'tea',
  },
  {
    title: 'Waterfalls of the hill country',
    subText: 'Swim in the pools above Diyaluma and under Bambarakiri',
    scene: 'waterfall',
  },
];

export const FEATURED_CATEGORIES: {
  title: string;
  description: string;
  categories: string[];
  scene: SceneKind;
}[] = [
  {
    title: 'Hiking & Trekking',
    description: 'Ridges, cloud forests and summits from two hours to three days.',
    categories: ['hiking'],
    scene: 'peaks',
  },
  {
    title: 'Tea Country',
    description: 'Estate walks, factory visits and high tea in planters’ bungalows.',
    categories: ['tea'],
    scene: 'tea',
  },
  {
    title: 'Waterfalls',
    description: 'The hill country’s falls, with the pools you can swim in.',
    categories: ['waterfalls'],
    scene: 'waterfall',
  },
  {
    title: 'Sunrise & Viewpoints',
    description: 'Early starts that end at World’s End, Lipton’s Seat or Sri Pada.',
    categories: ['sunrise'],
    scene: 'lake',
  },
  {
    title: 'Culture & Heritage',
    description: 'Temples, cave shrines and the stories of the Kandyan kings.',
    categories: ['heritage'],
    scene: 'temple',
  },
  {
    title: 'Adventure',
    description: 'Rafting, canyoning and mountain bikes for the bold.',
    categories: ['adventure', 'cycling'],
    scene: 'river',
  },
];

export const INSPIRATIONS: { title: string; description: string; scene: SceneKind }[] = [
  {
    title: 'Sunrise on Sri Pada',
    description:
      'Start at 2 a.m. from Dalhousie and you will reach the summit for the moment the peak throws its triangular shadow across the clouds.',
    scene: 'peaks',
  },
  {
    title: 'The best time for Horton Plains',
    description:
      'Arrive as the gate opens at 6 a.m.: World’s End is clearest before nine, when the valley mist usually rises.',
    scene: 'peaks',
  },
  {
    title: 'A week in tea country',
    description:
      'From Hatton to Nuwara Eliya and on to Haputale: how to join estate walks, train rides and factory visits into one slow week.',
    scene: 'tea',
  },
  {
    title: 'Swimming holes of the hill country',
    description:
      'Diyaluma’s upper pools, Sera Ella and the jungle pools of Kitulgala — and when it is safe to swim in them.',
    scene: 'waterfall',
  },
  {
    title: 'Riding the hill country line',
    description:
      'Which side of the carriage to sit on, how reserved seats work and the best stretches between Kandy and Ella.',
    scene: 'rail',
  },
  {
    title: 'Village life in Meemure',
    description:
      'Beyond the end of the road in the Knuckles: what a homestay in Meemure is like and what to bring.',
    scene: 'river',
  },
  {
    title: 'Birding in the highlands',
    description:
      'Thirty-four endemic birds live in Sri Lanka; many of them can be seen on a morning in Udawattakele, Horton Plains or Kelani Valley.',
    scene: 'forest',
  },
  {
    title: 'Kandy beyond the temple',
    description:
      'The lake round, the royal forest, the market and the cooking classes in the hills above town.',
    scene: 'temple',
  },
  {
    title: 'Packing for the mountains',
    description:
      'Nights at Nuwara Eliya can drop to 5 °C: layers, rain shell, leech socks and a head torch for the early starts.',
    scene: 'lake',
  },
];

export const INSTAGRAM_POSTS: { caption: string; scene: SceneKind }[] = [
  { caption: 'Mist lifting over Horton Plains at 7 a.m.', scene: 'peaks' },
  { caption: 'The blue train on the Nine Arch Bridge, Ella.', scene: 'rail' },
  { caption: 'Pluckers at work above Hatton.', scene: 'tea' },
  { caption: 'Bambarakiri Ella after the monsoon.', scene: 'waterfall' },
  { caption: 'Evening puja at the Temple of the Tooth.', scene: 'temple' },
  { caption: 'Gregory Lake, Nuwara Eliya.', scene: 'lake' },
  { caption: 'Into the cloud forest of the Knuckles.', scene: 'forest' },
  { caption: 'Rafting the Kelani at Kitulgala.', scene: 'river' },
];
