/* test-translated.c — the window speaks the player's language
 *
 * usage: test-translated PO_FILE LOCALE_DIR LOCALE
 *
 * Runs under the locale the test environment sets (LANG, LANGUAGE) and
 * checks that no text a player sees in the main menu, a game in
 * progress, the results, the statistics window and the preferences is
 * still English: equal to a source string whose translation in PO_FILE
 * is different. On a 360 pixel phone, the menu and a game fit the width
 * and cut none of their words short; at 1280 pixels, a seat that has
 * left keeps its whole name beside what it took; at 1000, nine seats
 * and the whole menu show without scrolling.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "lair-game-view.h"
#include "lair-menu-view.h"
#include "lair-preferences-window.h"
#include "lair-seat-row.h"
#include "lair-statistics-window.h"
#include "lair-window.h"
#include "ui-test-utils.h"

static const char *po_file;
static const char *expected_locale;
static GHashTable *english;  /* source strings translated otherwise */

/* The value of one PO keyword line and its continuation lines. */
static char *
po_string (char ***line)
{
  GString *value = g_string_new (NULL);
  const char *text = strchr (**line, '"');

  for (;;)
    {
      g_autofree char *inner = NULL;
      g_autofree char *unescaped = NULL;
      const char *end = text != NULL ? strrchr (text, '"') : NULL;

      if (text != NULL && end > text)
        {
          inner = g_strndup (text + 1, end - text - 1);
          unescaped = g_strcompress (inner);
          g_string_append (value, unescaped);
        }
      if ((*line)[1] == NULL || (*line)[1][0] != '"')
        break;
      (*line)++;
      text = **line;
    }
  return g_string_free (value, FALSE);
}

static void
add_english (const char *msgid,
             const char *msgstr)
{
  g_autoptr(GString) plain = NULL;

  if (msgid == NULL || *msgid == '\0' || msgstr == NULL || *msgstr == '\0' ||
      g_strcmp0 (msgid, msgstr) == 0)
    return;
  g_hash_table_add (english, g_strdup (msgid));
  /* as a label shows it: without the mnemonic's underline */
  plain = g_string_new (msgid);
  g_string_replace (plain, "_", "", 0);
  g_hash_table_add (english, g_string_free (g_steal_pointer (&plain), FALSE));
}

static void
load_po (void)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *msgid = NULL;
  g_autofree char *msgid_plural = NULL;

  g_file_get_contents (po_file, &contents, NULL, &error);
  g_assert_no_error (error);
  english = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  lines = g_strsplit (contents, "\n", -1);
  for (char **line = lines; *line != NULL; line++)
    {
      if (g_str_has_prefix (*line, "msgid_plural "))
        {
          g_free (msgid_plural);
          msgid_plural = po_string (&line);
        }
      else if (g_str_has_prefix (*line, "msgid "))
        {
          g_free (msgid);
          g_clear_pointer (&msgid_plural, g_free);
          msgid = po_string (&line);
        }
      else if (g_str_has_prefix (*line, "msgstr ") || g_str_has_prefix (*line, "msgstr[0] "))
        {
          g_autofree char *msgstr = po_string (&line);

          add_english (msgid, msgstr);
        }
      else if (g_str_has_prefix (*line, "msgstr[1] "))
        {
          g_autofree char *msgstr = po_string (&line);

          add_english (msgid_plural, msgstr);
        }
    }
  g_assert_cmpuint (g_hash_table_size (english), >, 100);
}

/* Every text shown on screen under @widget: labels (buttons, rows and
 * titles are made of them) and window titles. */
static void
collect_shown (GtkWidget *widget,
               GPtrArray *texts)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      if (text != NULL && *text != '\0')
        g_ptr_array_add (texts, g_strdup (text));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shown (child, texts);
}

static void
assert_translated (GtkWidget  *root,
                   const char *where)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) untranslated = g_string_new (NULL);

  ui_test_wait_for_frame (root);
  collect_shown (root, texts);
  if (GTK_IS_WINDOW (root) && gtk_window_get_title (GTK_WINDOW (root)) != NULL)
    g_ptr_array_add (texts, g_strdup (gtk_window_get_title (GTK_WINDOW (root))));
  g_assert_cmpuint (texts->len, >, 0);
  for (guint i = 0; i < texts->len; i++)
    if (g_hash_table_contains (english, g_ptr_array_index (texts, i)))
      g_string_append_printf (untranslated, " “%s”", (const char *) g_ptr_array_index (texts, i));
  if (untranslated->len > 0)
    g_error ("%s shows English:%s", where, untranslated->str);
  g_test_message ("%s: %u texts, none English", where, texts->len);
}

/* A window @width by @height on screen, whose game waits for nothing but
 * its players */
static LairWindow *
window_new (LairApplication *app,
            int              width,
            int              height)
{
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ui_test_present (GTK_WINDOW (window));
  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);
  return window;
}

/* A window @width by @height with four seats taken: Ann, a computer,
 * @second_person and a computer */
static LairWindow *
four_seats_new (LairApplication *app,
                int              width,
                int              height,
                const char      *second_person)
{
  LairWindow *window = window_new (app, width, height);
  LairGameSession *session = lair_window_get_session (window);

  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (session, 0, "Ann", NULL));
  g_assert_true (lair_game_session_make_computer (session, 1, NULL));
  g_assert_true (lair_game_session_join_seat (session, 2, NULL));
  g_assert_true (lair_game_session_finish_joining (session, 2, second_person, NULL));
  g_assert_true (lair_game_session_make_computer (session, 3, NULL));
  return window;
}

static void
test_translated (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairWindow *window = window_new (app, 1280, 800);
  LairGameSession *session = lair_window_get_session (window);
  GtkWindow *statistics;
  GtkWindow *preferences;

  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (session, 0, "Ann", NULL));
  g_assert_true (lair_game_session_make_computer (session, 1, NULL));
  g_assert_true (lair_game_session_make_computer (session, 2, NULL));
  assert_translated (GTK_WIDGET (window), "the main menu");

  lair_game_session_set_seed (session, 3);
  g_assert_true (lair_game_session_play (session, NULL));
  ui_test_wait_until (lair_seat_get_options (lair_game_session_get_seat (session, 0)) != 0);
  assert_translated (GTK_WIDGET (window), "a game in progress");

  g_assert_true (lair_game_session_hand_to_computer (session, 0, NULL));
  ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_FINISHED);
  assert_translated (GTK_WIDGET (window), "the results");

  statistics = lair_statistics_window_new (app, GTK_WINDOW (window));
  ui_test_present (statistics);
  assert_translated (GTK_WIDGET (statistics), "the statistics window");
  ui_test_destroy (statistics);

  preferences = lair_preferences_window_new (app, GTK_WINDOW (window));
  ui_test_present (preferences);
  assert_translated (GTK_WIDGET (preferences), "the preferences");
  ui_test_destroy (preferences);

  ui_test_destroy (GTK_WINDOW (window));
}

/* The window fits a phone, and cuts none of its words */
static void
assert_fits (GtkWidget  *window,
             const char *where)
{
  g_autoptr(GString) cut = g_string_new (NULL);
  int minimum;

  ui_test_wait_for_rest (window);
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  ui_test_collect_cut (window, cut);
  g_test_message ("%s: %d pixels wide at least, %d wide;%s", where, minimum, gtk_widget_get_width (window),
                  cut->len > 0 ? cut->str : " nothing cut");
  if (minimum > 360)
    g_error ("%s is %d pixels wide at least", where, minimum);
  if (cut->len > 0)
    g_error ("%s cuts:%s", where, cut->str);
}

/* At 360 pixels the words of the menu and of a game are whole: the seats'
 * names, the badges over the board, the panels */
static void
test_narrow (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairWindow *window = four_seats_new (app, 360, 720, "Bastian");
  LairGameSession *session = lair_window_get_session (window);
  guint rooms = 0;

  assert_fits (GTK_WIDGET (window), "the main menu");

  lair_game_session_set_seed (session, 7);
  g_assert_true (lair_game_session_play (session, NULL));
  /* a few rooms on, both people staying */
  for (guint room = 0; room < 8; room++)
    {
      guint decision;

      ui_test_wait_until (lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING ||
                          (lair_seat_get_options (lair_game_session_get_seat (session, 0)) != 0 &&
                           !lair_game_view_get_busy (lair_window_get_game_view (window))));
      if (lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING)
        break;
      assert_fits (GTK_WIDGET (window), "a game in progress");
      rooms++;
      decision = lair_game_session_get_decision (session);
      lair_game_session_choose (session, 0, LAIR_CHOICE_STAY, NULL);
      lair_game_session_choose (session, 2, LAIR_CHOICE_STAY, NULL);
      ui_test_wait_until (lair_game_session_get_decision (session) != decision ||
                          lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING);
    }
  g_assert_cmpuint (rooms, >=, 3);

  ui_test_destroy (GTK_WINDOW (window));
}

/* At the window's first size, nine seats (five of them computers, at the
 * widest level, and two long names) sit three to a line and the whole
 * menu shows without scrolling, down to its last link */
static void
test_nine_fit (void)
{
  static const char * const names[] = {
    "Ann", "Maximilian-Alexander von Hohenzollern", NULL, "Bo", NULL, NULL, "Zed", NULL,
    "Wolfgang Amadeus Mozart der Dritte",
  };
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairWindow *window = window_new (app, 1000, 720);
  LairGameSession *session = lair_window_get_session (window);
  GtkWidget *menu = ui_test_find (GTK_WIDGET (window), LAIR_TYPE_MENU_VIEW, NULL, NULL);
  GtkWidget *scroller = ui_test_find (menu, GTK_TYPE_SCROLLED_WINDOW, NULL, NULL);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_autoptr(GPtrArray) rows = NULL;
  int row_width = 0;

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == LAIR_N_SEATS);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (names[i] != NULL)
      {
        g_assert_true (lair_game_session_join_seat (session, i, NULL));
        g_assert_true (lair_game_session_finish_joining (session, i, names[i], NULL));
      }
    else
      {
        g_assert_true (lair_game_session_make_computer (session, i, NULL));
        lair_seat_set_level (lair_game_session_get_seat (session, i), LAIR_AI_EXPERT);
      }
  ui_test_wait_for_rest (GTK_WIDGET (window));

  rows = ui_test_find_all (menu, LAIR_TYPE_SEAT_ROW, NULL, NULL);
  g_assert_cmpuint (rows->len, ==, LAIR_N_SEATS);
  for (guint i = 0; i < rows->len; i++)
    row_width = MAX (row_width, gtk_widget_get_width (g_ptr_array_index (rows, i)));
  if (3 * row_width > gtk_widget_get_width (menu))
    g_error ("the seats sit fewer than three to a line: %d pixels each of %d", row_width,
             gtk_widget_get_width (menu));
  if (gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment))
    g_error ("the menu scrolls: %.0f pixels high in %.0f", gtk_adjustment_get_upper (adjustment),
             gtk_adjustment_get_page_size (adjustment));
  ui_test_destroy (GTK_WINDOW (window));
}

/* Stay where staying is a choice, or else the first choice the room
 * gives that is not Leave */
static LairChoice
stay_on (LairSeat *seat)
{
  guint options = lair_seat_get_options (seat);

  if (options & LAIR_OPTION (LAIR_CHOICE_STAY))
    return LAIR_CHOICE_STAY;
  for (LairChoice choice = 0; choice < LAIR_N_CHOICES; choice++)
    if (choice != LAIR_CHOICE_LEAVE && (options & LAIR_OPTION (choice)))
      return choice;
  return LAIR_CHOICE_LEAVE;
}

/* At 1280 pixels, four seats to a line: a player with a long name who
 * leaves with ten gems or more keeps the whole name beside the state that
 * says what it took, and so does every other seat, room after room */
static void
test_wide_states (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairWindow *window = four_seats_new (app, 1280, 800, "Maximiliane");
  LairGameSession *session = lair_window_get_session (window);
  LairSeat *ann;
  LairSeat *maximiliane;
  guint rooms = 0;
  guint rooms_after_leaving = 0;

  ann = lair_game_session_get_seat (session, 0);
  maximiliane = lair_game_session_get_seat (session, 2);

  lair_game_session_set_seed (session, 7);
  g_assert_true (lair_game_session_play (session, NULL));
  while (rooms_after_leaving < 3)
    {
      g_autoptr(GString) cut = g_string_new (NULL);
      GtkWidget *next;
      guint decision;

      ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_FINISHED ||
                          ui_test_summary_button (GTK_WIDGET (window)) != NULL ||
                          (lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING &&
                           lair_seat_get_options (ann) != 0 &&
                           !lair_game_view_get_busy (lair_window_get_game_view (window))));
      g_assert_cmpint (lair_game_session_get_phase (session), !=, LAIR_SESSION_FINISHED);
      next = ui_test_summary_button (GTK_WIDGET (window));
      if (next != NULL)
        {
          g_signal_emit_by_name (next, "clicked");
          ui_test_wait_until (ui_test_summary_button (GTK_WIDGET (window)) == NULL);
          continue;
        }
      ui_test_wait_for_rest (GTK_WIDGET (window));
      ui_test_collect_cut (GTK_WIDGET (window), cut);
      rooms++;
      if (cut->len > 0)
        g_error ("room %u of the game cuts:%s", rooms, cut->str);
      if (!lair_seat_get_inside (maximiliane) && lair_seat_get_chest (maximiliane) > 0)
        rooms_after_leaving++;

      decision = lair_game_session_get_decision (session);
      g_assert_true (lair_game_session_choose (session, 0, stay_on (ann), NULL));
      if (lair_seat_get_inside (maximiliane))
        g_assert_true (lair_game_session_choose (session, 2,
                                                 lair_seat_get_hand (maximiliane) >= 10 &&
                                                 (lair_seat_get_options (maximiliane) &
                                                  LAIR_OPTION (LAIR_CHOICE_LEAVE))
                                                 ? LAIR_CHOICE_LEAVE : stay_on (maximiliane),
                                                 NULL));
      ui_test_wait_until (lair_game_session_get_decision (session) != decision ||
                          lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING);
    }
  g_test_message ("%u rooms, none cut", rooms);

  ui_test_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  const char *locale;

  /* the locale must really exist: LANGUAGE alone would translate messages
   * under the C locale and prove nothing about a German or French desktop */
  locale = setlocale (LC_ALL, "");
  g_assert_nonnull (locale);
  ui_test_init (&argc, &argv);
  g_assert_cmpint (argc, ==, 4);
  po_file = argv[1];
  expected_locale = argv[3];
  g_assert_true (g_str_has_prefix (setlocale (LC_MESSAGES, NULL), expected_locale));
  bindtextdomain (GETTEXT_PACKAGE, argv[2]);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  load_po ();

  g_test_add_func ("/translated/every-page", test_translated);
  g_test_add_func ("/translated/narrow", test_narrow);
  g_test_add_func ("/translated/wide-states", test_wide_states);
  g_test_add_func ("/translated/nine-fit", test_nine_fit);
  return ui_test_run ();
}
