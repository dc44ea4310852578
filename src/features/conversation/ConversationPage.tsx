// The conversation page /notice/:id: ancestors above, the focused status highlighted
// (aria-current) and scrolled into view, descendants below, as a WAI-ARIA feed; each status
// lists its replies. The route is dontScroll: this page positions itself. A thread can take
// hundreds of replies while it is open: the feed is a virtual window (timeline/Feed), as a
// timeline is, with the focused status always rendered.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { fetchConversation } from '../../store/conversationThunks';
import { conversationClosed, selectConversation } from '../../store/conversationsSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectStatusById } from '../../store/statusesSlice';
import { Spinner } from '../../ui/Spinner';
import { StatusPlaceContext, type StatusPlace } from '../status/content/StatusPlace';
import { StatusArticle } from '../status/StatusArticle';
import { Feed } from '../timeline/Feed';
import { RepliesList } from './RepliesList';
import { useScrollToFocused } from './useScrollToFocused';
import { QuotesList } from './QuotesList';
import { selectInstance } from '../../store/instanceSlice';
import { Tabs } from '../../ui/Tabs';
import { KeptCopyNotice } from '../../ui/KeptCopyNotice';
import { conversationViewKey } from '../../store/keptViewKeys';
import './Conversation.css';

const PLACE: StatusPlace = { kind: 'conversation' };

export default function ConversationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const conversation = useAppSelector((s) => selectConversation(s, id));
  const haveFocused = useAppSelector((s) => !!selectStatusById(s, id));
  const titleId = useId();
  const feed = useRef<HTMLDivElement>(null);
  // Where the server lists a post's quotes, they are a second tab beside the thread.
  const quotesListed = useAppSelector((s) => selectInstance(s).quotePosting !== null);
  const [tab, setTab] = useState<{ id: string; tab: string }>({ id, tab: 'thread' });
  const activeTab = tab.id === id ? tab.tab : 'thread';

  useEffect(() => {
    void dispatch(fetchConversation(id));
    return () => {
      dispatch(conversationClosed(id));
    };
  }, [id, dispatch]);

  const ids = useMemo(
    () => (haveFocused ? [...conversation.ancestors, id, ...conversation.descendants] : []),
    [conversation.ancestors, conversation.descendants, id, haveFocused],
  );
  useScrollToFocused(feed, id, conversation.loaded && haveFocused);

  const retry = () => void dispatch(fetchConversation(id));
  const failed = conversation.error !== null;
  const thread = (
    <StatusPlaceContext.Provider value={PLACE}>
      <div ref={feed}>
        <Feed
          ids={ids}
          loading={conversation.loading}
          bottomedOut={conversation.loaded}
          labelledBy={titleId}
          alwaysRendered={haveFocused ? id : undefined}
          className="conversation-feed"
          article={(sid, posinset, setsize) => (
            <StatusArticle
              id={sid}
              posinset={posinset}
              setsize={setsize}
              focused={sid === id}
              extra={<RepliesList parentId={sid} ids={ids} />}
            />
          )}
        />
      </div>
    </StatusPlaceContext.Provider>
  );
  return (
    <section className="panel conversation" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('routes.conversation')}</h2>
      </div>
      <KeptCopyNotice viewKey={conversationViewKey(id)} />
      {quotesListed ? (
        <Tabs
          label={t('routes.conversation')}
          active={activeTab}
          onChange={(next) => setTab({ id, tab: next })}
          tabs={[{ id: 'thread', label: t('quote.thread_tab') }, { id: 'quotes', label: t('quote.quotes_tab') }]}
        >
          {activeTab === 'quotes' ? <QuotesList statusId={id} /> : thread}
        </Tabs>
      ) : (
        thread
      )}
      {conversation.loading && <div className="panel-footer conversation-footer"><Spinner label={t('general.loading')} /></div>}
      {failed && !conversation.loading && (
        <div className="panel-footer conversation-footer" role="alert">
          <p>{t('conversation.error', { 0: conversation.error })}</p>
          <button type="button" className="btn" onClick={retry}>
            {t('conversation.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
