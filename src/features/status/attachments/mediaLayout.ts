// What of a status's media shows and how, shared by the list and the placeholder that holds its box.
import type { Attachment, Status } from '../../../entities/types';
import type { EffectiveConfig } from '../../../store/configSlice';

type LayoutConfig = Pick<EffectiveConfig, 'hideAttachments' | 'hideAttachmentsInConv' | 'maxThumbnails'>;

/** Links instead of media (hideAttachments, or its conversation twin); the items shown; how many more. */
export function mediaLayout(status: Status, config: LayoutConfig, inConversation: boolean): { asLinks: boolean; shown: Attachment[]; more: number } {
  const asLinks = inConversation ? config.hideAttachmentsInConv : config.hideAttachments;
  const shown = status.attachments.slice(0, Math.max(config.maxThumbnails, 1));
  return { asLinks, shown, more: status.attachments.length - shown.length };
}
