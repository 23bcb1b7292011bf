// The real container of an uploaded recording, found from its bytes only: phones and apps name
// files after what they think they wrote (WhatsApp's `.opus` is Ogg, recorder apps write AMR into
// `.3gp` or `.m4a`), and a Content-Type is whatever the browser guessed from that name. The answer
// names ffmpeg's demuxer, so the input format is always given and never probed (see pocketsphinx.ts).

export type ContainerKind =
  | 'ogg-opus'
  | 'ogg-vorbis'
  | 'ogg'
  | 'webm'
  | 'matroska'
  | 'wav'
  | 'm4a'
  | 'mp4'
  | 'mov'
  | '3gp'
  | '3g2'
  | 'mp3'
  | 'aac'
  | 'amr-nb'
  | 'amr-wb'
  | 'flac'
  | 'caf';

export interface SniffedContainer {
  kind: ContainerKind;
  /** ffmpeg's demuxer (`-f` before `-i`), one of `ffmpeg -demuxers`. */
  demuxer: string;
  mimeType: string;
  /**
   * A file name and type an OpenAI-compatible transcription API takes as they are (flac, mp3,
   * mp4/m4a, ogg, wav, webm); null when the audio must be converted first.
   */
  upload: { fileName: string; mimeType: string } | null;
}

const ascii = (data: Buffer, start: number, end: number) => (data.length >= end ? data.toString('latin1', start, end) : '');

function sniffed(kind: ContainerKind, demuxer: string, mimeType: string, uploadAs: string | null): SniffedContainer {
  return { kind, demuxer, mimeType, upload: uploadAs ? { fileName: `call.${uploadAs}`, mimeType } : null };
}

/** The container of `data`, or null when its bytes are not those of an audio container we read. */
export function sniffAudioContainer(data: Buffer): SniffedContainer | null {
  if (ascii(data, 0, 4) === 'OggS') return sniffOgg(data);
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return sniffEbml(data);
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WAVE') return sniffWav(data);
  if (ascii(data, 4, 8) === 'ftyp') return sniffIsoMedia(data);
  if (ascii(data, 0, 6) === '#!AMR\n') return isAmrFrameHeader(data[6], AMR_NB_FRAME_TYPES) ? sniffed('amr-nb', 'amr', 'audio/amr', null) : null;
  if (ascii(data, 0, 9) === '#!AMR-WB\n') return isAmrFrameHeader(data[9], AMR_WB_FRAME_TYPES) ? sniffed('amr-wb', 'amr', 'audio/amr-wb', null) : null;
  if (ascii(data, 0, 4) === 'fLaC') return sniffed('flac', 'flac', 'audio/flac', 'flac');
  // CAF: 'caff', then version 1 and flags 0.
  if (ascii(data, 0, 4) === 'caff' && data.length >= 8 && data.readUInt16BE(4) === 1) return sniffed('caf', 'caf', 'audio/x-caf', null);
  // MP3 and ADTS AAC may both come after an ID3v2 tag.
  const audioStart = afterId3(data);
  if (audioStart === null) return null;
  if (isMpegFrameHeader(data, audioStart)) return sniffed('mp3', 'mp3', 'audio/mpeg', 'mp3');
  if (isAdtsStream(data, audioStart)) return sniffed('aac', 'aac', 'audio/aac', null);
  return null;
}

// Frame types of speech, comfort noise and "no data" (RFC 4867, 5.3); the others are reserved.
const AMR_NB_FRAME_TYPES = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 15]);
const AMR_WB_FRAME_TYPES = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 15]);

/**
 * The first frame after the magic: a zero bit, a known frame type, the quality bit and two zero
 * padding bits. AMR frames carry no sync word, so ffmpeg reads any bytes as sound: this is the one
 * check that tells a recording from a file that merely starts with the magic.
 */
function isAmrFrameHeader(byte: number | undefined, types: Set<number>): boolean {
  return byte !== undefined && (byte & 0x83) === 0 && types.has((byte >> 3) & 0x0f);
}

/**
 * Ogg: the first page opens the first stream, and its first packet names the codec. Providers read
 * Ogg Opus and Vorbis (as `.ogg`: a `.opus` name is refused by some though the bytes are the same).
 */
function sniffOgg(data: Buffer): SniffedContainer | null {
  // Page header: 'OggS', version 0, header type (0x02: beginning of stream), …, 26: segment count.
  if (data.length < 27 || data[4] !== 0 || (data[5]! & 0x02) === 0) return null;
  const packet = 27 + data[26]!;
  if (ascii(data, packet, packet + 8) === 'OpusHead') return sniffed('ogg-opus', 'ogg', 'audio/ogg', 'ogg');
  if (ascii(data, packet, packet + 7) === '\x01vorbis') return sniffed('ogg-vorbis', 'ogg', 'audio/ogg', 'ogg');
  // Speex, FLAC in Ogg, or anything else ffmpeg's Ogg demuxer knows: decodable, but converted first.
  return data.length > packet ? sniffed('ogg', 'ogg', 'audio/ogg', null) : null;
}

/** EBML: the header's DocType tells WebM (what browsers record) from other Matroska files. */
function sniffEbml(data: Buffer): SniffedContainer | null {
  const header = data.subarray(0, 64);
  const docType = header.indexOf(Buffer.from([0x42, 0x82]));
  if (docType < 0 || docType + 3 > header.length) return null;
  const length = header[docType + 2]! & 0x7f; // a one-byte size (0x80 | n): DocType strings are short
  const name = ascii(header, docType + 3, docType + 3 + length);
  if (name === 'webm') return sniffed('webm', 'webm', 'audio/webm', 'webm');
  if (name === 'matroska') return sniffed('matroska', 'matroska', 'audio/x-matroska', null);
  return null;
}

/**
 * WAV: PCM and float are sent as they are; phone recorders also write GSM, A-law or ADPCM into
 * WAV files, which providers may refuse, so those are converted.
 */
function sniffWav(data: Buffer): SniffedContainer {
  let offset = 12;
  while (offset + 10 <= data.length) {
    const id = ascii(data, offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      const formatTag = data.readUInt16LE(offset + 8);
      const plain = formatTag === 0x0001 || formatTag === 0x0003 || formatTag === 0xfffe;
      return sniffed('wav', 'wav', 'audio/wav', plain ? 'wav' : null);
    }
    if (id === 'data') break;
    offset += 8 + size + (size % 2);
  }
  return sniffed('wav', 'wav', 'audio/wav', null);
}

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'MSNV',
  'M4V ',
  'M4VP',
  'f4v ',
  'f4a ',
]);
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ']);

function isoKind(brand: string): ContainerKind | null {
  if (M4A_BRANDS.has(brand)) return 'm4a';
  if (MP4_BRANDS.has(brand)) return 'mp4';
  if (brand === 'qt  ') return 'mov';
  if (brand.startsWith('3g2')) return '3g2';
  if (brand.startsWith('3gp') || /^3g[egrs]/.test(brand)) return '3gp';
  return null;
}

/**
 * ISO base media (ftyp box): the major brand says which flavour; an unknown one (a HEIC picture,
 * say) counts only when a compatible brand is a media one.
 */
function sniffIsoMedia(data: Buffer): SniffedContainer | null {
  const boxSize = data.readUInt32BE(0);
  if (boxSize < 16 || data.length < 16) return null;
  let kind = isoKind(ascii(data, 8, 12));
  for (let offset = 16; !kind && offset + 4 <= Math.min(boxSize, data.length); offset += 4) kind = isoKind(ascii(data, offset, offset + 4));
  switch (kind) {
    case 'm4a':
      return sniffed('m4a', 'm4a', 'audio/mp4', 'm4a');
    case 'mp4':
      return sniffed('mp4', 'mp4', 'audio/mp4', 'mp4');
    case 'mov':
      return sniffed('mov', 'mov', 'video/quicktime', null);
    case '3gp':
      return sniffed('3gp', '3gp', 'audio/3gpp', null);
    case '3g2':
      return sniffed('3g2', '3g2', 'audio/3gpp2', null);
    default:
      return null;
  }
}

/**
 * Where the audio starts: after an ID3v2 tag and the zero bytes some encoders pad it with, or at
 * 0 without a tag; null for a tag that is not one.
 */
function afterId3(data: Buffer): number | null {
  if (ascii(data, 0, 3) !== 'ID3') return 0;
  if (data.length < 10) return null;
  const size = data.subarray(6, 10);
  if (size.some((b) => b & 0x80)) return null; // sizes are syncsafe: 7 bits per byte
  const footer = (data[5]! & 0x10) !== 0;
  let offset = 10 + ((size[0]! << 21) | (size[1]! << 14) | (size[2]! << 7) | size[3]!) + (footer ? 10 : 0);
  while (offset < data.length && data[offset] === 0) offset++;
  return offset;
}

/** A plausible MPEG audio frame header at `offset` (sync, no reserved version, layer, bitrate or rate). */
export function isMpegFrameHeader(data: Buffer, offset: number): boolean {
  if (offset + 4 > data.length) return false;
  const b1 = data[offset + 1]!;
  const b2 = data[offset + 2]!;
  return (
    data[offset] === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    ((b1 >> 3) & 0x03) !== 0x01 &&
    ((b1 >> 1) & 0x03) !== 0x00 &&
    b2 >> 4 !== 0x0f &&
    ((b2 >> 2) & 0x03) !== 0x03
  );
}

/**
 * MP3: an MPEG audio frame, optionally after an ID3v2 tag. Starting with "ID3" is not enough:
 * what follows the tag must be audio too (a playlist or any other file after a tag is refused).
 */
export function startsWithMpegAudio(data: Buffer): boolean {
  const offset = afterId3(data);
  return offset !== null && isMpegFrameHeader(data, offset);
}

/** The length of the ADTS frame at `offset`, or 0 when there is none (12-bit sync, layer 0, a real rate). */
function adtsFrameLength(data: Buffer, offset: number): number {
  if (offset + 7 > data.length) return 0;
  if (data[offset] !== 0xff || (data[offset + 1]! & 0xf6) !== 0xf0) return 0;
  if (((data[offset + 2]! >> 2) & 0x0f) > 12) return 0;
  const length = ((data[offset + 3]! & 0x03) << 11) | (data[offset + 4]! << 3) | (data[offset + 5]! >> 5);
  return length >= 7 ? length : 0;
}

/** ADTS AAC: a frame header, and the next one where its length says when the data goes that far. */
function isAdtsStream(data: Buffer, offset: number): boolean {
  const length = adtsFrameLength(data, offset);
  if (length === 0) return false;
  return offset + length + 7 > data.length || adtsFrameLength(data, offset + length) > 0;
}
