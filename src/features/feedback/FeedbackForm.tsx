import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_TEXT,
  feedbackProblems,
  feedbackTextLength,
  type FeedbackSubmission,
  type Screenshot,
} from '../../common/pages/feedback';
import { randomUuidV4 } from '../../common/validators';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import '../../ui/form/compactForm.css';
import { queueFeedback } from './feedbackOutbox';
import { screenshotFromFile } from './screenshot';

/** Category, text and an optional screenshot; Send queues it once under a new feedback id. */
export function FeedbackForm({ member }: { member: string }) {
  const { t } = useTranslation();
  const { busy, run } = useSubmitGuard(800);
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const [screenshot, setScreenshot] = useState<Screenshot | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<Record<string, string>>({});
  const pick = (file: File | undefined) => {
    setScreenshot(null);
    if (!file) return;
    setPreparing(true);
    screenshotFromFile(file)
      .then((picked) => {
        setScreenshot(picked);
        setProblem((shown) => ({ ...shown, screenshot: '' }));
      })
      .catch(() => setProblem((shown) => ({ ...shown, screenshot: 'screenshot.content' })))
      .finally(() => setPreparing(false));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body: FeedbackSubmission = {
      // Made when Send is pressed: a replay of this message is always the same message.
      feedbackId: randomUuidV4(),
      memberId: Number(member),
      category,
      text: text.trim(),
      screenshot,
      writtenAt: new Date().toISOString(),
    };
    const found = feedbackProblems(body);
    setProblem(found as Record<string, string>);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      await queueFeedback(body, member);
      setCategory('');
      setText('');
      setScreenshot(null);
      form.reset();
    });
  };
  const error = (field: string) =>
    problem[field]
      ? t(`feedback.problem.${problem[field]}`, {
          min: FEEDBACK_TEXT.minLength,
          max: FEEDBACK_TEXT.maxLength,
        })
      : undefined;
  return (
    <form className="compact-form" onSubmit={submit} noValidate>
      <div className={problem.category ? 'field invalid' : 'field'}>
        <label htmlFor="feedback-category">{t('feedback.category')}</label>
        <select
          id="feedback-category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          aria-invalid={problem.category ? true : undefined}
          aria-describedby={problem.category ? 'feedback-category-error' : undefined}
        >
          <option value="">{t('feedback.choose')}</option>
          {FEEDBACK_CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {t(`feedback.categories.${code}`)}
            </option>
          ))}
        </select>
        {error('category') && (
          <p id="feedback-category-error" className="field-error">
            {error('category')}
          </p>
        )}
      </div>
      <div className={problem.text ? 'field invalid' : 'field'}>
        <label htmlFor="feedback-text">{t('feedback.text')}</label>
        <textarea
          id="feedback-text"
          rows={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem.text ? true : undefined}
          aria-describedby="feedback-text-count"
        />
        <p id="feedback-text-count" className="feedback-count">
          {error('text') ??
            t('feedback.count', { length: feedbackTextLength(text), max: FEEDBACK_TEXT.maxLength })}
        </p>
      </div>
      <div className={problem.screenshot ? 'field invalid' : 'field'}>
        <label htmlFor="feedback-screenshot">{t('feedback.screenshot')}</label>
        <input
          id="feedback-screenshot"
          type="file"
          accept="image/*"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        {screenshot && (
          <img
            className="feedback-preview"
            src={`data:${screenshot.type};base64,${screenshot.data}`}
            alt={t('feedback.screenshot_preview')}
          />
        )}
        {error('screenshot') && <p className="field-error">{error('screenshot')}</p>}
      </div>
      <button type="submit" className="button primary wide" disabled={busy || preparing}>
        {t('feedback.send')}
      </button>
    </form>
  );
}
