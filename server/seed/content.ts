// The cast and the words of the demo world.
export interface SeedUser {
  nickname: string;
  domain: string | null;
  displayName: string;
  bio: string;
  fields?: { name: string; value: string }[];
  isAdmin?: boolean;
  isModerator?: boolean;
  locked?: boolean;
  bot?: boolean;
  ageDays: number;
  email?: string;
}

export const USERS: SeedUser[] = [
  {
    nickname: 'admin',
    domain: null,
    displayName: 'Starling Admin',
    bio: 'I keep the lights on here. Reach out about anything to do with this instance :heart_pink:',
    fields: [{ name: 'Role', value: 'Administrator' }],
    isAdmin: true,
    ageDays: 400,
    email: 'admin@starling.example',
  },
  {
    nickname: 'moderator',
    domain: null,
    displayName: 'Mona the Moderator',
    bio: 'Moderator. Report anything that breaks the rules and I will take a look.',
    isModerator: true,
    ageDays: 380,
    email: 'moderator@starling.example',
  },
  {
    nickname: 'alice',
    domain: null,
    displayName: 'Alice :starling:',
    bio: 'Birdwatcher, tea drinker and Starling tester :starling:\nPosts about #starling, #cats and long walks.',
    fields: [
      { name: 'Website', value: 'https://alice.example' },
      { name: 'Pronouns', value: 'she/her' },
      { name: 'Favourite bird', value: 'Starling, obviously :starling:' },
    ],
    ageDays: 300,
    email: 'alice@starling.example',
  },
  {
    nickname: 'bob',
    domain: null,
    displayName: 'Bob',
    bio: 'Coffee, music and bad puns. #coffee',
    fields: [{ name: 'Music', value: 'https://bob.example/music' }],
    ageDays: 250,
    email: 'bob@starling.example',
  },
  {
    nickname: 'carol',
    domain: null,
    displayName: 'Carol',
    bio: 'Quiet account: I approve followers by hand. Cats and houseplants.',
    locked: true,
    ageDays: 200,
    email: 'carol@starling.example',
  },
  {
    nickname: 'robot',
    domain: null,
    displayName: 'Status Robot',
    bio: 'Beep boop. I post automated status reports. Operated by @admin.',
    bot: true,
    ageDays: 150,
    email: 'robot@starling.example',
  },
  { nickname: 'dave', domain: 'remote.example', displayName: 'Dave', bio: 'Hello from another server! #fediverse', ageDays: 500 },
  { nickname: 'erin', domain: 'remote.example', displayName: 'Erin :blob:', bio: 'Security researcher. I test things.', ageDays: 420 },
  {
    nickname: 'frank',
    domain: 'xn--bcher-kva.example',
    displayName: 'Frank',
    bio: 'Librarian at bücher.example. Books, books, books.',
    ageDays: 350,
  },
  { nickname: 'gina', domain: 'social.example', displayName: 'Gina', bio: 'Photographer. #photography', ageDays: 330 },
];

/** Who follows whom: [follower, followee, state]. */
export const FOLLOWS: [string, string, 'accepted' | 'pending'][] = [
  ['alice', 'bob', 'accepted'],
  ['bob', 'alice', 'accepted'],
  ['alice', 'carol', 'accepted'],
  ['carol', 'alice', 'accepted'],
  ['bob', 'carol', 'pending'],
  ['moderator', 'admin', 'accepted'],
  ['alice', 'admin', 'accepted'],
  ['bob', 'admin', 'accepted'],
  ['carol', 'admin', 'accepted'],
  ['robot', 'admin', 'accepted'],
  ['admin', 'alice', 'accepted'],
  ['admin', 'moderator', 'accepted'],
  ['moderator', 'alice', 'accepted'],
  ['alice', 'dave@remote.example', 'accepted'],
  ['alice', 'frank@xn--bcher-kva.example', 'accepted'],
  ['bob', 'erin@remote.example', 'accepted'],
  ['bob', 'gina@social.example', 'accepted'],
  ['dave@remote.example', 'alice', 'accepted'],
  ['erin@remote.example', 'bob', 'accepted'],
  ['gina@social.example', 'alice', 'accepted'],
  ['frank@xn--bcher-kva.example', 'admin', 'accepted'],
];

/** Author weights for filler posts. */
export const AUTHOR_WEIGHTS: [string, number][] = [
  ['alice', 20],
  ['bob', 18],
  ['carol', 9],
  ['admin', 8],
  ['moderator', 5],
  ['robot', 10],
  ['dave@remote.example', 11],
  ['erin@remote.example', 8],
  ['frank@xn--bcher-kva.example', 6],
  ['gina@social.example', 5],
];

export const FILLER: string[] = [
  'Good morning, fediverse! ☀️ #fediverse',
  'Just made the perfect cup of coffee. #coffee',
  'The cat has claimed my keyboard again. Send help. #cats',
  'Trying out Starling today and it feels fast :starling:',
  'Does anyone have a good recipe for lentil soup?',
  'Walked 10 km today and saw three herons. #birds',
  'Reminder: drink some water and stretch your legs.',
  'New blog post about small web clients: https://blog.example/small-clients #starling',
  'Finished a book in one sitting. Highly recommended.',
  'Rainy day, good music, nowhere to be. #music',
  'Why is naming things so hard?',
  'Federation is wonderful: hello to everyone on other servers! #fediverse',
  'My houseplants are thriving and I do not know why. :blob_green:',
  'Cats are liquid, change my mind. #cats',
  'Today I learned that starlings can imitate car alarms. :starling:',
  'Baked bread for the first time. It is… bread-shaped. :donut:',
  'Anyone else excited about the meteor shower tonight? :moon:',
  'Writing tests is relaxing when they pass on the first try.',
  'Taking a short break from screens this weekend.',
  'The sunset over the river was unreal tonight. #photography',
  'Quick poll in my head: tea or coffee? Both. The answer is both.',
  'I fixed a bug by deleting code. Best kind of fix.',
  'Learning to play the ukulele, my neighbours are very patient. #music',
  'Small kindness of the day: someone returned my lost glove.',
  'Is it too early for soup season? No. It is never too early.',
  'Re-reading an old favourite and noticing new things.',
  'Spotted a murmuration of starlings over the park! :starling: #birds',
  'Open source maintainers deserve more thanks. Thank you! :heart_pink:',
  'Testing, testing, one two three.',
  'The library had a book sale and I have no self control.',
  'Dark mode or light mode? I switch with the sun.',
  'Keyboard shortcuts make me unreasonably happy.',
  'Made a tiny game over the weekend, more soon.',
  'Coffee number two. Productivity level: still loading. #coffee',
  'Shapes are underrated :box: :gem: :pyramid:',
  'Nothing beats a long walk after a long day.',
];

export const ROBOT_REPORTS: string[] = [
  'Beep boop. Hourly status report: all systems nominal. #bot',
  'Beep boop. Disk usage at 42%. Nothing to worry about. #bot',
  'Beep boop. Backups completed successfully. #bot',
  'Beep boop. 0 errors in the last hour. #bot',
];

export const REPLIES: string[] = [
  'Absolutely agree!',
  'Ha, this made my day.',
  'Same here, honestly.',
  'Ooh, tell me more?',
  'Thanks for sharing this :heart_pink:',
  'I had no idea, that is fascinating.',
  'Counterpoint: no. (Just kidding, yes.)',
  'Sending good vibes your way.',
  'This is the content I am here for.',
  'Bookmarking this for later!',
];

export const DIRECTS: string[] = [
  'are you free for a call later?',
  'I sent you the notes, let me know what you think.',
  'happy birthday! (quietly, just between us)',
  'did you see the admin announcement?',
];

export const PRIVATES: string[] = [
  'Followers only: a rough week, but things are looking up.',
  'Just for my followers: sneak peek at a project coming soon.',
  'Followers only: I may have adopted another plant.',
];

export const SPOILERS: string[] = ['spoilers for the book club', 'food pics', 'mild rant', 'politics', 'eye contact'];

export const LONG_POST = [
  'A long post, so you can see how tall posts collapse.',
  '',
  ...Array.from({ length: 28 }, (_, i) => `Line ${i + 1}: starlings gather in huge flocks called murmurations, twisting and turning in the evening sky.`),
  '',
  'Thanks for reading all the way to the end! #starling',
].join('\n');

export const XSS_HTML =
  '<p>Totally harmless post, nothing to see here <script>alert("xss")</script>' +
  '<img src="x" onerror="alert(\'xss\')"> and <a href="javascript:alert(1)">a link</a> :blob:</p>';
