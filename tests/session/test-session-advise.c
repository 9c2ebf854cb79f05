/* test-session-advise.c — asking the Expert through the session, as a
 * person's hint does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-expert.h"
#include "lair-words.h"
#include "session-test-util.h"

typedef struct {
  gboolean done;
  LairAdvice *advice;
  GError *error;
} Answer;

static void
answered_cb (GObject      *source_object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Answer *answer = user_data;

  answer->advice = lair_game_session_advise_finish (LAIR_GAME_SESSION (source_object), result,
                                                    &answer->error);
  answer->done = TRUE;
}

static gboolean
answered (gpointer data)
{
  return ((Answer *) data)->done;
}

static void
answer_clear (Answer *answer)
{
  g_clear_pointer (&answer->advice, lair_advice_free);
  g_clear_error (&answer->error);
  answer->done = FALSE;
}

/* Waits on @context for an answer that gives no advice, and why */
static void
wait_refused (Answer       *answer,
              GMainContext *context,
              GQuark        domain,
              gint          code)
{
  test_iterate_until (context, answered, answer);
  g_assert_error (answer->error, domain, code);
  g_assert_null (answer->advice);
  answer_clear (answer);
}

/* Ada (seat 1) and a computer, at the first decision */
static LairGameSession *
game_at_decision (void)
{
  LairGameSession *session = test_session_new ();
  GError *error = NULL;

  lair_expert_set_rollouts (60);
  test_seat (session, "hc");
  lair_game_session_set_seed (session, 4);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (lair_seat_get_options (lair_game_session_get_seat (session, 0)), !=, 0);
  return session;
}

/* The advice is the Expert's on the table the seat sees, in words. */
static void
test_advice_in_words (void)
{
  g_autoptr(LairGameSession) session = game_at_decision ();
  g_autoptr(LairTableView) view = lair_game_session_get_table_view (session);
  g_autofree char *sentence = NULL;
  LairSeat *ada = lair_game_session_get_seat (session, 0);
  LairExpertAdvice expected;
  LairOptions options;
  Answer answer = { 0 };
  guint decision = lair_game_session_get_decision (session);

  lair_game_session_advise_async (session, 0, NULL, answered_cb, &answer);
  test_iterate_until (NULL, answered, &answer);
  g_assert_no_error (answer.error);
  g_assert_nonnull (answer.advice);

  lair_expert_advise (view, lair_seat_get_player (ada), &expected);
  options = lair_table_view_get_options (view, lair_seat_get_player (ada));
  sentence = lair_advice_sentence (&expected, options, lair_table_view_get_part (view));
  g_assert_cmpstr (answer.advice->sentence, ==, sentence);
  g_assert_cmpuint (answer.advice->n_options, ==, expected.n_options);
  g_assert_cmpuint (answer.advice->n_options, >, 1);
  g_assert_cmpuint (answer.advice->likely, ==, expected.likely);
  g_assert_cmpint (answer.advice->clear, ==, expected.clear);
  for (guint k = 0; k < expected.n_options; k++)
    {
      g_autofree char *label = lair_choice_option_label (expected.options[k].choice, options, 0);

      g_assert_cmpstr (answer.advice->options[k].label, ==, label);
      g_assert_cmpfloat (answer.advice->options[k].win, ==, expected.options[k].win);
      g_assert_cmpfloat (answer.advice->options[k].margin, ==, expected.options[k].margin);
      g_assert_cmpfloat (answer.advice->options[k].margin, >, 0);
    }
  /* asking changes nothing in the game */
  g_assert_cmpuint (lair_game_session_get_decision (session), ==, decision);
  g_assert_cmpuint (lair_seat_get_options (ada), !=, 0);
  answer_clear (&answer);
}

/* The hint recommends what its numbers say, naming each option as its
 * button does: the likely option when it won clearly, else that the
 * options are too close to tell apart, with every chance and margin */
static void
test_advice_words (void)
{
  LairOptions ferry = LAIR_OPTION (LAIR_CHOICE_PAY) | LAIR_OPTION (LAIR_CHOICE_LEAVE);
  LairExpertAdvice advice = {
    .n_options = 2,
    .options = {
      { .choice = LAIR_CHOICE_PAY, .win = 0.60, .margin = 0.041 },
      { .choice = LAIR_CHOICE_LEAVE, .win = 0.57, .margin = 0.043 },
    },
    .best = 1,  /* the Expert's own rule may keep another */
    .likely = 0,
    .clear = FALSE,
    .odds = 0.25,
    .hand = 9,
    .stay_value = 1.5,
  };
  g_autofree char *close = NULL;
  g_autofree char *clear = NULL;
  g_autofree char *line = NULL;
  g_autofree char *card = NULL;

  close = lair_advice_sentence (&advice, ferry, 1);
  g_assert_true (g_str_has_prefix (close, "The options are too close to tell apart"));
  g_assert_nonnull (strstr (close, "“Pay 4 Gems and Cross” wins 60 % ± 4 of simulated games."));
  g_assert_nonnull (strstr (close, "“Leave” wins 57 % ± 4 of simulated games."));
  g_assert_null (strstr (close, "Ferryman"));

  advice.clear = TRUE;
  clear = lair_advice_sentence (&advice, ferry, 2);
  g_assert_true (g_str_has_prefix (clear, "Pay 3 Gems and Cross wins most often."));
  g_assert_null (strstr (clear, "Leave wins most often"));

  line = lair_advice_option_line ("Leave", 0.57, 0.043);
  g_assert_cmpstr (line, ==, "Leave — 57 % ± 4");
  card = lair_choice_option_label (LAIR_CHOICE_CARD2, 0, 1);
  g_assert_cmpstr (card, ==, "Card 2");
}

/* A seat with nothing to decide is told why, and a decision that passes
 * while the Expert thinks gets no advice. */
static void
test_advice_refused (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GMainContext *aside = g_main_context_new ();
  LairGameSession *session = test_session_new ();
  GError *error = NULL;
  Answer answer = { 0 };

  test_seat (session, "hc");
  lair_game_session_advise_async (session, 0, NULL, answered_cb, &answer);
  wait_refused (&answer, NULL, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
  g_object_unref (session);

  session = game_at_decision ();
  lair_game_session_advise_async (session, 5, NULL, answered_cb, &answer);
  wait_refused (&answer, NULL, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_SEAT);

  /* the answer comes on a context of its own, read only once Ada has
   * chosen and the decision has resolved */
  g_main_context_push_thread_default (aside);
  lair_game_session_advise_async (session, 0, NULL, answered_cb, &answer);
  g_main_context_pop_thread_default (aside);
  g_assert_true (lair_game_session_choose (session, 0, LAIR_CHOICE_LEAVE, &error));
  g_assert_no_error (error);
  test_step (session);
  wait_refused (&answer, aside, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_RESOLVED);
  g_object_unref (session);

  /* a question given up */
  session = game_at_decision ();
  lair_game_session_advise_async (session, 0, cancellable, answered_cb, &answer);
  g_cancellable_cancel (cancellable);
  wait_refused (&answer, NULL, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_object_unref (session);
  g_main_context_unref (aside);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session/advise/in-words", test_advice_in_words);
  g_test_add_func ("/session/advise/words", test_advice_words);
  g_test_add_func ("/session/advise/refused", test_advice_refused);
  return g_test_run ();
}
