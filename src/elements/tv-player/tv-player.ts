import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { Player } from './Player';
import { playerStyles } from './styles';


/**
 * @summary The live / catch-up / start-over TV and VoD player (shaka-player, loaded only when a
 * player is on the page): control bar with seek thumbnails, Live / From start / previous and next
 * programme, channel up/down and number keys, volume, picture-in-picture, full screen, keyboard
 * help; errors with a way on (Retry, Log in, Subscribe). A VoD item (`vod-id`) plays from 0 to its end
 * with elapsed / total time and seek thumbnails, resumes from the profile's bookmark (`resume`),
 * writes the bookmark as the viewer watches (every 30 s of playback, on pause, on leaving), offers
 * the next episode near the end of an episode with a countdown (Play now, Cancel), and for an
 * item not bought or not subscribed links to its details. Plays what its attributes name, what the
 * page URL names (`url-params`), and every `tvplayrequest` event of the page (the EPG grid's Watch
 * buttons). A page player (`url-params`) has a Back button (and Escape) to where the viewer came from.
 * @attr channel-id - channel to play
 * @attr epg-id - programme to play (live, start-over or catch-up by its time)
 * @attr mode - live | startover | catchup (what the viewer asked for)
 * @attr vod-id - VoD item to play (instead of a channel)
 * @attr recording-id - a recording (NPVR) to play, from the profile's bookmark (instead of a channel)
 * @attr resume - VoD: start from the profile's bookmark of the item (bare boolean)
 * @attr trailer - VoD: play the item's trailer when it has one (bare boolean)
 * @attr autoplay - start at once (bare boolean); without it a Start watching button is shown
 * @attr channel-order - channel ids channel up / down goes through, in this order (a comma list such as `3,7,12` or a JSON array `[3,7,12]`; the guide's genre filter on /tv); unknown or unsubscribed ids are skipped; without it, every subscribed channel
 * @attr url-params - read channel / epg / mode (`?channel=3&epg=42&mode=catchup`, /play) or a VoD item (`?id=7&resume=1`, /vod-play) from the page URL and keep it updated; shows the Back button
 * @fires tvchannelchange - {channelId, epgId, mode} when the channel or programme changes
 * @fires tvplayererror - {code, message} when playback fails
 * @csspart player - the whole player surface
 * @csspart video - the video element
 * @csspart control-bar - the control bar
 * @csspart seek-bar - the programme seek bar
 * @csspart thumbnail - the seek preview
 * @csspart play-button - play / pause
 * @csspart live-button - Live
 * @csspart fullscreen-button - full screen
 * @csspart time - the time read-out
 * @csspart spinner - loading spinner
 * @csspart slow - the taking-long message with Retry, under the spinner
 * @csspart error - the error panel
 * @csspart notice - the network-change notice
 * @csspart help - the keyboard help overlay
 * @csspart back-button - Back (a page player)
 * @csspart next-episode - the next-episode countdown
 * @cssproperty --tv-player-bar-bg - background of the control bar
 * @cssproperty --tv-color-accent - played part of the seek bar, Live
 * @csspart info - the channel, programme or title in the control bar
 * @csspart tracks-button - the audio and subtitles button
 * @csspart tracks-menu - the audio and subtitles menu
 * @csspart upsell - the Subscribe / Log in / Rent offer when the viewer may not watch
 * @cssproperty --tv-player-start-bg - background of the Start watching button
 */
export const TvPlayer = defineElement({
  tag: TAGS.player,
  component: Player,
  props: { channelId: 'number', epgId: 'number', mode: 'string', vodId: 'number', recordingId: 'number', resume: 'boolean', trailer: 'boolean', autoplay: 'boolean', urlParams: 'boolean', channelOrder: 'string' },
  events: ['channelChange', 'playerError'],
  styles: playerStyles,
});
