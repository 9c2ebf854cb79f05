/* test-hint-button.c — the Hint button of a person's seat, mid-game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-expert.h"
#include "lair-hint-button.h"
#include "lair-words.h"
#include "ui-test-utils.h"

static gboolean
label_has (GtkWidget *widget,
           gpointer   data)
{
  return strstr (gtk_label_get_text (GTK_LABEL (widget)), data) != NULL;
}

static void
test_hint_for_ada (void)
{
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(LairTableView) view = NULL;
  g_autofree char *expected = NULL;
  LairExpertAdvice advice;
  g_autoptr(GPtrArray) lines = NULL;
  GtkWidget *window, *hint, *button;
  LairOptions options;
  LairSeat *ada;
  const LairGameRecord *record;

  lair_expert_set_rollouts (60);
  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);
  g_assert_true (lair_game_session_join_seat (session, 0, &error));
  g_assert_true (lair_game_session_finish_joining (session, 0, "Ada", &error));
  g_assert_true (lair_game_session_make_computer (session, 1, &error));
  lair_game_session_set_seed (session, 4);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  ada = lair_game_session_get_seat (session, 0);
  g_assert_cmpuint (lair_seat_get_options (ada), !=, 0);

  hint = g_object_new (LAIR_TYPE_HINT_BUTTON, "session", session, "seat", ada, NULL);
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), hint);
  ui_test_present (GTK_WINDOW (window));

  button = ui_test_find (hint, GTK_TYPE_TOGGLE_BUTTON, NULL, NULL);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (button));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Hint for Ada");
  g_assert_null (lair_hint_button_get_text (LAIR_HINT_BUTTON (hint)));
  /* the advice opens in place, never in a popover of its own */
  g_assert_null (ui_test_find (hint, GTK_TYPE_POPOVER, NULL, NULL));

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
  ui_test_wait_until (lair_hint_button_get_text (LAIR_HINT_BUTTON (hint)) != NULL);
  ui_test_wait_until (gtk_revealer_get_child_revealed (GTK_REVEALER (ui_test_find (hint, GTK_TYPE_REVEALER,
                                                                                   NULL, NULL))));

  /* the same advice the Expert's games say on the table the seat sees */
  view = lair_game_session_get_table_view (session);
  lair_expert_advise (view, lair_seat_get_player (ada), &advice);
  options = lair_table_view_get_options (view, lair_seat_get_player (ada));
  expected = lair_advice_sentence (&advice, options, 0);
  g_assert_cmpstr (lair_hint_button_get_text (LAIR_HINT_BUTTON (hint)), ==, expected);
  g_assert_nonnull (strstr (expected, "of simulated games"));
  g_assert_cmpuint (advice.n_options, >, 1);

  /* it recommends what its numbers say, or says they are too close */
  {
    g_autofree char *label = lair_choice_option_label (advice.options[advice.likely].choice, options, 0);
    g_autofree char *line = lair_advice_option_line (label, advice.options[advice.likely].win,
                                                     advice.options[advice.likely].margin);
    g_autofree char *best = g_strdup_printf ("Best: %s", line);
    GtkWidget *shown;

    for (guint k = 0; k < advice.n_options; k++)
      g_assert_cmpfloat (advice.options[k].win, <=, advice.options[advice.likely].win);
    shown = ui_test_find (hint, GTK_TYPE_LABEL, ui_test_label_is, (gpointer) best);
    if (advice.clear)
      g_assert_true (ui_test_is_showing (shown));
    else
      {
        g_assert_null (shown);
        g_assert_true (ui_test_is_showing (ui_test_find (hint, GTK_TYPE_LABEL, label_has,
                                                         "too close to tell apart")));
      }
  }
  g_assert_true (ui_test_is_showing (ui_test_find (hint, GTK_TYPE_LABEL, label_has, "Leave — ")));

  /* the keyboard walks from the toggle into every line of the advice */
  lines = ui_test_find_all (hint, GTK_TYPE_LABEL, label_has, " % ± ");
  g_assert_cmpuint (lines->len, ==, advice.n_options);
  gtk_widget_grab_focus (button);
  for (guint k = 0, found = 0; found < lines->len; k++)
    {
      GtkWidget *focus;

      g_assert_cmpuint (k, <=, lines->len);
      g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_true (GTK_IS_LABEL (focus));
      if (focus == g_ptr_array_index (lines, found))
        found++;
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), FALSE);

  /* the hint is counted for Ada's statistics, once for the decision */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), FALSE);
  lair_game_session_hand_to_computer (session, 0, &error);
  g_assert_no_error (error);
  g_assert_false (gtk_widget_get_sensitive (button));
  ui_test_wait_until (lair_game_session_get_record (session) != NULL);
  record = lair_game_session_get_record (session);
  g_assert_cmpint (record->seats[lair_seat_get_player (ada)].hints, ==, 1);

  ui_test_destroy (GTK_WINDOW (window));
}

/* In a short scrolled list of options, the list scrolls to the advice
 * once it comes */
static void
test_hint_scrolls_into_view (void)
{
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  GtkWidget *window, *scroller, *box, *spacer, *hint, *revealer;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;

  lair_expert_set_rollouts (60);
  lair_game_session_set_think_delay (session, 0);
  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (session, 0, "Ada", NULL));
  g_assert_true (lair_game_session_make_computer (session, 1, NULL));
  lair_game_session_set_seed (session, 4);
  g_assert_true (lair_game_session_play (session, NULL));

  /* the options above the hint fill the list's height */
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  spacer = gtk_label_new ("Stay");
  gtk_widget_set_size_request (spacer, -1, 300);
  gtk_box_append (GTK_BOX (box), spacer);
  hint = g_object_new (LAIR_TYPE_HINT_BUTTON, "session", session, "seat",
                       lair_game_session_get_seat (session, 0), NULL);
  gtk_box_append (GTK_BOX (box), hint);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  gtk_widget_set_size_request (scroller, 320, 200);
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  ui_test_present (GTK_WINDOW (window));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ui_test_find (hint, GTK_TYPE_TOGGLE_BUTTON, NULL, NULL)), TRUE);
  ui_test_wait_until (lair_hint_button_get_text (LAIR_HINT_BUTTON (hint)) != NULL);
  revealer = ui_test_find (hint, GTK_TYPE_REVEALER, NULL, NULL);
  ui_test_wait_until (gtk_revealer_get_child_revealed (GTK_REVEALER (revealer)));
  ui_test_wait_until (gtk_adjustment_get_value (adjustment) > 0);
  ui_test_wait_for_frame (window);
  /* the advice stands inside the part of the list in view */
  g_assert_true (gtk_widget_compute_bounds (revealer, box, &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) + 1);
  ui_test_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* an accessibility context that keeps the properties set, to read back */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ui_test_init (&argc, &argv);

  g_test_add_func ("/hint-button/hint-for-ada", test_hint_for_ada);
  g_test_add_func ("/hint-button/scrolls-into-view", test_hint_scrolls_into_view);
  return ui_test_run ();
}
