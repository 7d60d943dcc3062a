// The avatar drawings: 24 friendly characters (animals, people, robots, creatures), each on its own
// background colour so that they tell apart at 48 px. Drawn on a 128 x 128 canvas clipped to a
// circle; no text. Ids are positions in ART (1-based) and never change meaning: the seed uses 16 (the
// default), 5 and 9.

const INK = '#2b2233';
const PINK = '#ff8fab';

interface AvatarArt {
  /** What it shows, for people reading the code and the contact sheet. */
  name: string;
  /** Background colour: different for every avatar. */
  bg: string;
  /** The drawing on the background. */
  body: string;
}

/** A round eye with a glint. */
const eye = (x: number, y: number, r = 6, fill = INK) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x + r * 0.35}" cy="${y - r * 0.35}" r="${(r * 0.38).toFixed(1)}" fill="#fff"/>`;
const eyes = (y: number, dx: number, r = 6, fill = INK) => eye(64 - dx, y, r, fill) + eye(64 + dx, y, r, fill);
/** Closed, smiling eyes (upward arcs). */
const happyEyes = (y: number, dx: number, w = 6, color = INK) =>
  [64 - dx, 64 + dx].map((x) => `<path d="M${x - w} ${y + 2}Q${x} ${y - w} ${x + w} ${y + 2}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`).join('');
/** A smiling mouth: a curve opening upwards. */
const smile = (y: number, w: number, color = INK, sw = 4) =>
  `<path d="M${64 - w} ${y}Q64 ${y + w} ${64 + w} ${y}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round"/>`;
/** A laughing open mouth with a tongue. */
const grin = (y: number, w: number) =>
  `<path d="M${64 - w} ${y}Q64 ${y + w * 1.5} ${64 + w} ${y}Z" fill="${INK}"/><path d="M${64 - w * 0.5} ${y + w * 0.62}Q64 ${y + w * 0.2} ${64 + w * 0.5} ${y + w * 0.62}Q64 ${y + w * 0.85} ${64 - w * 0.5} ${y + w * 0.62}Z" fill="${PINK}"/>`;
const cheeks = (y: number, dx: number, r = 6, fill = PINK) =>
  `<ellipse cx="${64 - dx}" cy="${y}" rx="${r}" ry="${r * 0.65}" fill="${fill}" opacity=".7"/><ellipse cx="${64 + dx}" cy="${y}" rx="${r}" ry="${r * 0.65}" fill="${fill}" opacity=".7"/>`;
/** The same shape on the left and, mirrored, on the right (a function of the x offset sign). */
const pair = (f: (s: 1 | -1) => string) => f(-1) + f(1);
/** Shoulders and the top of a shirt, cut by the circle. */
const shoulders = (shirt: string, skin: string) =>
  `<path d="M20 128C20 104 38 96 64 96S108 104 108 128Z" fill="${shirt}"/><path d="M54 92h20v10q-10 8-20 0Z" fill="${skin}"/>`;

export const ART: AvatarArt[] = [
  {
    name: 'cat',
    bg: '#2a9d8f',
    body:
      pair((s) => `<path d="M${64 + s * 38} 58L${64 + s * 32} 18L${64 + s * 8} 42Z" fill="#f4a259"/><path d="M${64 + s * 31} 50L${64 + s * 29} 28L${64 + s * 15} 42Z" fill="${PINK}"/>`) +
      '<ellipse cx="64" cy="74" rx="40" ry="34" fill="#f4a259"/>' +
      '<path d="M58 42v10M64 40v12M70 42v10" stroke="#d9793a" stroke-width="4" stroke-linecap="round"/>' +
      eyes(68, 16) +
      '<path d="M59 80h10l-5 6z" fill="#e5677d"/>' +
      '<path d="M54 88q5 6 10 0q5 6 10 0" fill="none" stroke="' + INK + '" stroke-width="3.5" stroke-linecap="round"/>' +
      pair((s) => `<path d="M${64 + s * 26} 82l${s * 20} -4M${64 + s * 26} 88l${s * 20} 2" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`),
  },
  {
    name: 'dog',
    bg: '#ffd166',
    body:
      '<circle cx="64" cy="70" r="36" fill="#a0643c"/>' +
      pair((s) => `<ellipse cx="${64 + s * 36}" cy="66" rx="12" ry="26" transform="rotate(${s * -18} ${64 + s * 36} 66)" fill="#5e3a22"/>`) +
      '<ellipse cx="50" cy="58" rx="10" ry="12" fill="#f3dfc4"/>' +
      '<ellipse cx="64" cy="88" rx="21" ry="16" fill="#f3dfc4"/>' +
      eyes(62, 14) +
      '<ellipse cx="64" cy="79" rx="8" ry="5.5" fill="' + INK + '"/>' +
      grin(88, 10),
  },
  {
    name: 'fox',
    bg: '#1b4965',
    body:
      pair((s) => `<path d="M${64 + s * 40} 60L${64 + s * 36} 14L${64 + s * 8} 42Z" fill="#e76f51"/><path d="M${64 + s * 34} 50L${64 + s * 33} 26L${64 + s * 16} 42Z" fill="${INK}"/>`) +
      '<path d="M20 56Q64 26 108 56Q96 96 64 110Q32 96 20 56Z" fill="#e76f51"/>' +
      '<path d="M24 62Q46 70 64 110Q82 70 104 62Q88 100 64 110Q40 100 24 62Z" fill="#fff"/>' +
      happyEyes(64, 18) +
      '<circle cx="64" cy="102" r="6" fill="' + INK + '"/>',
  },
  {
    name: 'bear',
    bg: '#a8dadc',
    body:
      pair((s) => `<circle cx="${64 + s * 30}" cy="38" r="14" fill="#8b5e3c"/><circle cx="${64 + s * 30}" cy="38" r="7" fill="#d9b38c"/>`) +
      '<circle cx="64" cy="72" r="38" fill="#8b5e3c"/>' +
      '<ellipse cx="64" cy="88" rx="18" ry="14" fill="#d9b38c"/>' +
      eyes(66, 15) +
      '<ellipse cx="64" cy="81" rx="7" ry="5" fill="' + INK + '"/>' +
      smile(89, 7),
  },
  {
    name: 'panda',
    bg: '#52b788',
    body:
      pair((s) => `<circle cx="${64 + s * 30}" cy="38" r="14" fill="${INK}"/>`) +
      '<circle cx="64" cy="72" r="38" fill="#fff"/>' +
      pair((s) => `<ellipse cx="${64 + s * 17}" cy="68" rx="10" ry="13" transform="rotate(${s * 35} ${64 + s * 17} 68)" fill="${INK}"/>`) +
      pair((s) => `<circle cx="${64 + s * 16}" cy="67" r="5.5" fill="#fff"/><circle cx="${64 + s * 16 + 1}" cy="66" r="3" fill="${INK}"/>`) +
      '<ellipse cx="64" cy="84" rx="6" ry="4" fill="' + INK + '"/>' +
      smile(90, 7) +
      cheeks(88, 24, 5),
  },
  {
    name: 'rabbit',
    bg: '#9d4edd',
    body:
      pair((s) => `<ellipse cx="${64 + s * 17}" cy="34" rx="11" ry="30" fill="#f4f4f4"/><ellipse cx="${64 + s * 17}" cy="36" rx="5.5" ry="22" fill="${PINK}"/>`) +
      '<ellipse cx="64" cy="82" rx="36" ry="32" fill="#f4f4f4"/>' +
      eyes(76, 15) +
      '<ellipse cx="64" cy="88" rx="5" ry="3.5" fill="#e5677d"/>' +
      '<path d="M56 93q8 7 16 0" fill="none" stroke="' + INK + '" stroke-width="3.5" stroke-linecap="round"/>' +
      '<rect x="59.5" y="96" width="9" height="8" rx="2" fill="#fff" stroke="#cfcfcf"/>' +
      cheeks(90, 24, 6),
  },
  {
    name: 'owl',
    bg: '#5e548e',
    body:
      pair((s) => `<path d="M${64 + s * 34} 46L${64 + s * 38} 20L${64 + s * 18} 36Z" fill="#a47148"/>`) +
      '<ellipse cx="64" cy="80" rx="40" ry="44" fill="#a47148"/>' +
      '<ellipse cx="64" cy="100" rx="24" ry="22" fill="#e6ccb2"/>' +
      '<path d="M52 98q6 5 12 0q6 5 12 0M56 108q4 4 8 0q4 4 8 0" fill="none" stroke="#b08968" stroke-width="2.5" stroke-linecap="round"/>' +
      pair((s) => `<circle cx="${64 + s * 18}" cy="62" r="16" fill="#fff8e7"/>`) +
      eyes(62, 18, 8) +
      '<path d="M57 74h14l-7 10z" fill="#f4a261"/>',
  },
  {
    name: 'penguin',
    bg: '#ff8c69',
    body:
      '<ellipse cx="64" cy="84" rx="42" ry="50" fill="#243447"/>' +
      '<path d="M64 58C52 42 28 50 30 72C32 96 48 110 64 110S96 96 98 72C100 50 76 42 64 58Z" fill="#fff"/>' +
      eyes(70, 14, 5) +
      '<path d="M54 82Q64 76 74 82Q64 92 54 82Z" fill="#ffb703"/>' +
      cheeks(84, 25, 5),
  },
  {
    name: 'frog',
    bg: '#ffafcc',
    body:
      pair((s) => `<circle cx="${64 + s * 24}" cy="50" r="18" fill="#70b62c"/><circle cx="${64 + s * 24}" cy="50" r="11" fill="#fff"/>`) +
      '<ellipse cx="64" cy="82" rx="46" ry="32" fill="#70b62c"/>' +
      pair((s) => `<circle cx="${64 + s * 24}" cy="50" r="11" fill="#fff"/>`) +
      eyes(51, 24, 6) +
      '<path d="M36 84Q64 110 92 84" fill="none" stroke="#2d5a12" stroke-width="5" stroke-linecap="round"/>' +
      pair((s) => `<circle cx="${64 + s * 6}" cy="72" r="2" fill="#2d5a12"/>`) +
      cheeks(84, 36, 7),
  },
  {
    name: 'lion',
    bg: '#3a86ff',
    body:
      Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return `<circle cx="${(64 + Math.cos(a) * 34).toFixed(1)}" cy="${(70 + Math.sin(a) * 34).toFixed(1)}" r="16" fill="#c1652b"/>`;
      }).join('') +
      '<circle cx="64" cy="70" r="36" fill="#c1652b"/>' +
      pair((s) => `<circle cx="${64 + s * 22}" cy="44" r="9" fill="#f4c95d"/>`) +
      '<circle cx="64" cy="72" r="28" fill="#f4c95d"/>' +
      '<ellipse cx="64" cy="86" rx="14" ry="10" fill="#fff1c1"/>' +
      eyes(66, 11, 5) +
      '<path d="M58 79h12l-6 6z" fill="#7a3b12"/>' +
      smile(88, 6, INK, 3.5),
  },
  {
    name: 'koala',
    bg: '#b5e48c',
    body:
      pair((s) => `<circle cx="${64 + s * 36}" cy="50" r="22" fill="#8d99ae"/><circle cx="${64 + s * 36}" cy="50" r="13" fill="#edf2f4"/>`) +
      '<ellipse cx="64" cy="76" rx="36" ry="34" fill="#8d99ae"/>' +
      eyes(68, 18, 5) +
      '<ellipse cx="64" cy="82" rx="10" ry="13" fill="#3d405b"/>' +
      smile(100, 7) +
      cheeks(90, 24, 6),
  },
  {
    name: 'chick',
    bg: '#2b2d42',
    body:
      '<path d="M60 34q-4-12 4-14q2 8 0 14M66 34q6-10 12-6q-6 6-12 6" fill="#ffd60a"/>' +
      pair((s) => `<ellipse cx="${64 + s * 36}" cy="84" rx="10" ry="16" transform="rotate(${s * -25} ${64 + s * 36} 84)" fill="#f5b700"/>`) +
      '<circle cx="64" cy="76" r="40" fill="#ffd60a"/>' +
      eyes(70, 14, 5.5) +
      '<path d="M54 80L64 75L74 80L64 92Z" fill="#fb8500"/><path d="M54 80L74 80" stroke="#c45f00" stroke-width="2"/>' +
      cheeks(84, 26, 6),
  },
  {
    name: 'pig',
    bg: '#4cc9f0',
    body:
      pair((s) => `<path d="M${64 + s * 34} 48L${64 + s * 38} 20L${64 + s * 12} 36Z" fill="#f7a1b5"/>`) +
      '<circle cx="64" cy="72" r="38" fill="#f7a1b5"/>' +
      eyes(62, 15, 5) +
      '<ellipse cx="64" cy="82" rx="15" ry="11" fill="#ef7a98"/>' +
      pair((s) => `<ellipse cx="${64 + s * 5}" cy="82" rx="2.6" ry="4" fill="#a3344f"/>`) +
      smile(98, 8),
  },
  {
    name: 'monkey',
    bg: '#ffcdb2',
    body:
      pair((s) => `<circle cx="${64 + s * 38}" cy="70" r="14" fill="#7f4f24"/><circle cx="${64 + s * 38}" cy="70" r="8" fill="#e6b89c"/>`) +
      '<circle cx="64" cy="68" r="38" fill="#7f4f24"/>' +
      '<path d="M64 58C58 44 34 46 36 64C36 70 40 74 42 78C40 96 52 104 64 104S88 96 86 78C88 74 92 70 92 64C94 46 70 44 64 58Z" fill="#e6b89c"/>' +
      eyes(64, 12, 5.5) +
      pair((s) => `<circle cx="${64 + s * 4}" cy="78" r="2" fill="#7f4f24"/>`) +
      grin(86, 11),
  },
  {
    name: 'robot',
    bg: '#f77f00',
    body:
      '<path d="M64 22v12" stroke="#90a4ae" stroke-width="4"/><circle cx="64" cy="20" r="6" fill="#ffd166"/>' +
      pair((s) => `<rect x="${s < 0 ? 18 : 102}" y="54" width="8" height="24" rx="3" fill="#78909c"/>`) +
      '<rect x="36" y="100" width="56" height="40" rx="10" fill="#b0bec5"/><circle cx="64" cy="114" r="5" fill="#ef476f"/>' +
      '<rect x="26" y="34" width="76" height="62" rx="16" fill="#cfd8dc"/>' +
      '<rect x="34" y="44" width="60" height="26" rx="12" fill="#37474f"/>' +
      pair((s) => `<circle cx="${64 + s * 15}" cy="57" r="7" fill="#4dd0e1"/><circle cx="${64 + s * 15 + 2}" cy="55" r="2.5" fill="#fff"/>`) +
      '<path d="M48 78Q64 92 80 78" fill="none" stroke="#37474f" stroke-width="5" stroke-linecap="round"/>',
  },
  {
    name: 'person with short hair (default)',
    bg: '#d0312d',
    body:
      shoulders('#264653', '#f1c27d') +
      pair((s) => `<ellipse cx="${64 + s * 33}" cy="66" rx="6" ry="8" fill="#e0ac69"/>`) +
      '<ellipse cx="64" cy="62" rx="32" ry="34" fill="#f1c27d"/>' +
      '<path d="M32 58C30 30 50 24 66 26C88 26 100 40 96 58C90 46 80 40 72 44C62 38 44 42 32 58Z" fill="#4a2c17"/>' +
      eyes(64, 12, 4.5) +
      smile(78, 9) +
      cheeks(74, 20, 5, '#f08080'),
  },
  {
    name: 'person with long hair',
    bg: '#caf0f8',
    body:
      '<path d="M26 120C18 70 24 26 64 24S110 70 102 120Z" fill="#1b1b1e"/>' +
      shoulders('#e63946', '#8d5524') +
      '<ellipse cx="64" cy="64" rx="29" ry="33" fill="#8d5524"/>' +
      '<path d="M35 62C36 38 50 30 64 30C80 30 92 40 93 60C82 54 72 44 66 36C58 48 46 56 35 62Z" fill="#1b1b1e"/>' +
      eyes(66, 11, 4.5) +
      smile(80, 8, '#2b1408') +
      cheeks(76, 18, 5, '#c0504d'),
  },
  {
    name: 'person with curly hair',
    bg: '#f4a261',
    body:
      Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI * (0.95 + (i / 10) * 1.1);
        return `<circle cx="${(64 + Math.cos(a) * 34).toFixed(1)}" cy="${(58 + Math.sin(a) * 30).toFixed(1)}" r="15" fill="#3b2314"/>`;
      }).join('') +
      '<circle cx="64" cy="46" r="30" fill="#3b2314"/>' +
      shoulders('#8338ec', '#c68642') +
      '<ellipse cx="64" cy="68" rx="27" ry="29" fill="#c68642"/>' +
      '<path d="M38 60Q46 44 64 48Q82 44 90 60Q84 40 64 38Q44 40 38 60Z" fill="#3b2314"/>' +
      eyes(68, 11, 4.5) +
      grin(80, 9),
  },
  {
    name: 'person with pigtails',
    bg: '#b5179e',
    body:
      pair((s) => `<circle cx="${64 + s * 40}" cy="66" r="14" fill="#f2c94c"/><rect x="${64 + s * 31 - 4}" y="58" width="8" height="10" rx="3" fill="#06d6a0"/>`) +
      shoulders('#06d6a0', '#ffdbac') +
      '<ellipse cx="64" cy="66" rx="29" ry="31" fill="#ffdbac"/>' +
      '<path d="M34 64C32 40 48 30 64 30S96 40 94 64C92 54 86 48 78 46Q66 52 54 44Q42 50 34 64Z" fill="#f2c94c"/>' +
      eyes(68, 11, 4.5) +
      smile(80, 8) +
      cheeks(77, 19, 5),
  },
  {
    name: 'person with beanie and beard',
    bg: '#2d6a4f',
    body:
      shoulders('#ffb703', '#e0ac69') +
      '<ellipse cx="64" cy="68" rx="30" ry="32" fill="#e0ac69"/>' +
      '<path d="M34 70C34 96 48 106 64 106S94 96 94 70C90 82 80 84 64 84S38 82 34 70Z" fill="#8c5a3c"/>' +
      '<path d="M54 90Q64 98 74 90" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>' +
      '<path d="M32 54C32 30 46 22 64 22S96 30 96 54Z" fill="#e63946"/><rect x="30" y="48" width="68" height="12" rx="6" fill="#c1121f"/><circle cx="64" cy="20" r="8" fill="#fff"/>' +
      eyes(70, 12, 4.5) +
      pair((s) => `<path d="M${64 + s * 18} 64h${s * -12}" stroke="#5a3825" stroke-width="3" stroke-linecap="round"/>`),
  },
  {
    name: 'round robot',
    bg: '#3c096c',
    body:
      pair((s) => `<path d="M${64 + s * 22} 36L${64 + s * 34} 18" stroke="#9aa5b1" stroke-width="4" stroke-linecap="round"/><circle cx="${64 + s * 34}" cy="18" r="5" fill="#ff006e"/>`) +
      '<rect x="40" y="104" width="48" height="30" rx="8" fill="#48cae4"/>' +
      '<circle cx="64" cy="70" r="38" fill="#48cae4"/>' +
      '<rect x="34" y="54" width="60" height="32" rx="16" fill="#0b2545"/>' +
      pair((s) => `<path d="M${64 + s * 14 - 7} 72Q${64 + s * 14} 60 ${64 + s * 14 + 7} 72" fill="none" stroke="#80ffdb" stroke-width="4.5" stroke-linecap="round"/>`) +
      smile(92, 9, '#0b2545', 4.5),
  },
  {
    name: 'ghost',
    bg: '#5f0f40',
    body:
      '<path d="M26 124V64C26 38 44 24 64 24S102 38 102 64V124L92 114L82 124L72 114L64 124L56 114L46 124L36 114Z" fill="#f8f9fa"/>' +
      eyes(62, 13, 6) +
      grin(76, 9) +
      cheeks(74, 25, 6),
  },
  {
    name: 'alien',
    bg: '#03045e',
    body:
      pair((s) => `<path d="M${64 + s * 16} 34Q${64 + s * 22} 22 ${64 + s * 28} 14" fill="none" stroke="#9ef01a" stroke-width="4" stroke-linecap="round"/><circle cx="${64 + s * 28}" cy="14" r="6" fill="#ffd60a"/>`) +
      '<path d="M64 30C94 30 106 50 102 72C98 96 82 110 64 110S30 96 26 72C22 50 34 30 64 30Z" fill="#9ef01a"/>' +
      pair((s) => `<ellipse cx="${64 + s * 20}" cy="66" rx="10" ry="12" fill="#fff"/>`) +
      '<ellipse cx="64" cy="52" rx="8" ry="9" fill="#fff"/>' +
      eyes(67, 20, 6) +
      eye(64, 53, 5) +
      grin(88, 10),
  },
  {
    name: 'dinosaur',
    bg: '#e9ecef',
    body:
      '<path d="M40 40L48 18L58 36L66 12L74 36L84 18L90 42Z" fill="#f77f00"/>' +
      '<path d="M30 78C24 46 42 32 64 32S104 46 98 78C96 100 82 112 64 112S32 100 30 78Z" fill="#2a9d8f"/>' +
      pair((s) => `<circle cx="${64 + s * 10}" cy="${48 + (s > 0 ? 4 : 0)}" r="3.5" fill="#52b69a"/>`) +
      eyes(66, 16, 6) +
      pair((s) => `<circle cx="${64 + s * 9}" cy="84" r="2.5" fill="#1d6b62"/>`) +
      '<path d="M42 90Q64 112 86 90Z" fill="' + INK + '"/><path d="M50 90l4 6l4-6ZM70 90l4 6l4-6Z" fill="#fff"/>' +
      '<path d="M56 99Q64 104 72 99Q64 96 56 99Z" fill="' + PINK + '"/>',
  },
];

/** The avatar's SVG: its background circle, then its drawing clipped to that circle. */
export function drawAvatar(art: AvatarArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><defs><clipPath id="a"><circle cx="64" cy="64" r="64"/></clipPath></defs><circle cx="64" cy="64" r="64" fill="${art.bg}"/><g clip-path="url(#a)">${art.body}</g></svg>`;
}
