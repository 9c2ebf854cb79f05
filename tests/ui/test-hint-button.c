/* test-hint-button.c — the Hint button of a person's seat, mid-game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-expert.h"
#include "lair-hint-button.h"
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
  GtkWidget *window, *hint, *button, *popover;
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

  button = gtk_widget_get_first_child (hint);
  g_assert_true (GTK_IS_MENU_BUTTON (button));
  g_assert_true (gtk_widget_get_sensitive (button));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Hint for Ada");
  g_assert_null (lair_hint_button_get_text (LAIR_HINT_BUTTON (hint)));

  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  ui_test_wait_until (lair_hint_button_get_text (LAIR_HINT_BUTTON (hint)) != NULL);

  /* the same advice the Expert gives on the table the seat sees */
  view = lair_game_session_get_table_view (session);
  lair_expert_advise (view, lair_seat_get_player (ada), &advice);
  expected = lair_expert_advice_sentence (&advice);
  g_assert_cmpstr (lair_hint_button_get_text (LAIR_HINT_BUTTON (hint)), ==, expected);
  g_assert_nonnull (strstr (expected, "of simulated games"));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  g_assert_nonnull (ui_test_find (popover, GTK_TYPE_LABEL, label_has, (gpointer) expected));
  g_assert_nonnull (ui_test_find (popover, GTK_TYPE_LABEL, label_has, "Leave — "));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));

  /* the hint is counted for Ada's statistics, once for the decision */
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  lair_game_session_hand_to_computer (session, 0, &error);
  g_assert_no_error (error);
  g_assert_false (gtk_widget_get_sensitive (button));
  ui_test_wait_until (lair_game_session_get_record (session) != NULL);
  record = lair_game_session_get_record (session);
  g_assert_cmpint (record->seats[lair_seat_get_player (ada)].hints, ==, 1);

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
  return ui_test_run ();
}
