/* test-invite-dialog.c — Invite Phones: the seats, the server, the codes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libsoup/soup.h>

#include "lair-invite-dialog.h"
#include "ui-test-utils.h"

typedef struct {
  LairGameSession  *session;
  GSettings        *settings;
  LairInvitePhones *phones;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->session = lair_game_session_new ();
  f->settings = g_settings_new (APPLICATION_ID);
  g_settings_reset (f->settings, "phone-seats");
  g_assert_true (lair_game_session_join_seat (f->session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (f->session, 0, "Ada", NULL));
  g_assert_true (lair_game_session_make_computer (f->session, 1, NULL));
  g_assert_true (lair_game_session_join_seat (f->session, 2, NULL));
  g_assert_true (lair_game_session_finish_joining (f->session, 2, "Bo", NULL));
  f->phones = lair_invite_phones_new (f->session, f->settings);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_settings_reset (f->settings, "phone-seats");
  g_clear_object (&f->phones);
  g_clear_object (&f->session);
  g_clear_object (&f->settings);
}

static gboolean
wanted_in_settings (GSettings *settings,
                    guint      seat)
{
  g_autoptr(GVariant) value = g_settings_get_value (settings, "phone-seats");
  gboolean wanted = FALSE;

  g_variant_get_child (value, seat, "b", &wanted);
  return wanted;
}

/* Only human seats are offered, and the server runs only while one is */
static void
test_invites (Fixture       *f,
              gconstpointer  data)
{
  LairRemoteServer *server = lair_invite_phones_get_server (f->phones);

  g_assert_false (lair_remote_server_get_running (server));

  lair_invite_phones_set_wanted (f->phones, 1, TRUE);
  g_assert_false (lair_remote_server_get_invited (server, 1));
  g_assert_false (lair_remote_server_get_running (server));

  lair_invite_phones_set_wanted (f->phones, 0, TRUE);
  g_assert_true (wanted_in_settings (f->settings, 0));
  g_assert_true (lair_remote_server_get_invited (server, 0));
  g_assert_false (lair_remote_server_get_invited (server, 2));
  g_assert_true (lair_remote_server_get_running (server));
  g_assert_cmpuint (lair_remote_server_get_port (server), >, 0);

  /* remembered: another game's invitations read them again */
  {
    g_autoptr(LairGameSession) other = lair_game_session_new ();
    g_autoptr(LairInvitePhones) again = NULL;

    g_assert_true (lair_game_session_join_seat (other, 0, NULL));
    g_assert_true (lair_game_session_finish_joining (other, 0, "Ada", NULL));
    again = lair_invite_phones_new (other, f->settings);
    g_assert_true (lair_remote_server_get_invited (lair_invite_phones_get_server (again), 0));
    g_assert_true (lair_remote_server_get_running (lair_invite_phones_get_server (again)));
  }

  /* a seat left empty is no longer offered */
  g_assert_true (lair_game_session_leave_seat (f->session, 0, NULL));
  g_assert_false (lair_remote_server_get_invited (server, 0));
  g_assert_false (lair_remote_server_get_running (server));
}

static void
choices_resolved_cb (LairGameSession *session,
                     GVariant        *choices,
                     GArray          *all)
{
  GVariantIter iter;
  guint seat;
  gint choice;

  g_variant_iter_init (&iter, choices);
  while (g_variant_iter_next (&iter, "(ui)", &seat, &choice))
    {
      LairChoice c = choice;

      g_array_append_val (all, c);
    }
}

/* A game of three computers played to its end, kept as the history
 * keeps it for Watch */
static GArray *
record_computers_game (LairGameConfig *config,
                       LairWatchSeat   seats[3])
{
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  GArray *choices = g_array_new (FALSE, FALSE, sizeof (LairChoice));
  const LairGameRecord *record;
  g_autoptr(GError) error = NULL;

  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);
  g_assert_true (lair_game_session_make_computer (session, 0, NULL));
  g_assert_true (lair_game_session_make_computer (session, 1, NULL));
  g_assert_true (lair_game_session_make_computer (session, 2, NULL));
  lair_game_session_set_seed (session, 77);
  g_signal_connect (session, "choices-resolved", G_CALLBACK (choices_resolved_cb), choices);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED)
    g_main_context_iteration (NULL, TRUE);
  record = lair_game_session_get_record (session);
  lair_game_config_init (config, record->n_players, 77);
  config->has_adventures = TRUE;
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    config->adventures[d] = record->dungeons[d].adventure;
  /* watched, the seats are as at the table that watches, a person's,
   * a computer's and a person's: only the watching keeps the phones away */
  seats[0] = (LairWatchSeat) { .name = "Ada", .computer = FALSE, .level = LAIR_AI_NORMAL };
  seats[1] = (LairWatchSeat) { .name = "Old Rook", .computer = TRUE, .level = LAIR_AI_NORMAL };
  seats[2] = (LairWatchSeat) { .name = "Bo", .computer = FALSE, .level = LAIR_AI_NORMAL };
  g_signal_handlers_disconnect_by_data (session, choices);
  return choices;
}

/* A recorded game watched offers no seat to a phone; back in the menu,
 * the seats are offered again */
static void
test_invites_watching (Fixture       *f,
                       gconstpointer  data)
{
  LairRemoteServer *server = lair_invite_phones_get_server (f->phones);
  LairGameConfig config;
  LairWatchSeat seats[3];
  g_autoptr(GArray) choices = record_computers_game (&config, seats);
  g_autoptr(GError) error = NULL;

  lair_invite_phones_set_wanted (f->phones, 0, TRUE);
  lair_invite_phones_set_wanted (f->phones, 2, TRUE);
  g_assert_true (lair_remote_server_get_invited (server, 0));
  g_assert_true (lair_remote_server_get_running (server));

  g_assert_true (lair_game_session_watch (f->session, &config, seats, (const LairChoice *) (gpointer) choices->data,
                                          choices->len, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_assert_false (lair_remote_server_get_invited (server, i));
  g_assert_false (lair_remote_server_get_running (server));

  lair_game_session_stop_watching (f->session);
  g_assert_cmpint (lair_seat_get_kind (lair_game_session_get_seat (f->session, 0)), ==, LAIR_SEAT_HUMAN);
  g_assert_true (lair_remote_server_get_invited (server, 0));
  g_assert_true (lair_remote_server_get_invited (server, 2));
  g_assert_false (lair_remote_server_get_invited (server, 1));
  g_assert_true (lair_remote_server_get_running (server));
}

/* A code a camera can read: a square of whole modules in a white margin,
 * black where the version 1+ finder pattern begins */
static void
test_qr_code (void)
{
  g_autoptr(GdkTexture) texture = lair_qr_code_texture_new ("http://192.168.1.20:41234/p/0123456789abcdef0123456789abcdef/", 4);
  int side = gdk_texture_get_width (texture);
  g_autofree guint8 *pixels = NULL;
  int modules;

  g_assert_cmpint (side, ==, gdk_texture_get_height (texture));
  g_assert_cmpint (side % 4, ==, 0);
  modules = side / 4 - 8;
  /* versions 1 to 40: 21 to 177 modules, 4 apart */
  g_assert_cmpint (modules, >=, 21);
  g_assert_cmpint ((modules - 21) % 4, ==, 0);
  pixels = g_malloc (side * side * 4);
  gdk_texture_download (texture, pixels, side * 4);
  /* the quiet zone is white, the finder's corner black */
  g_assert_cmpuint (pixels[0], ==, 0xff);
  g_assert_cmpuint (pixels[(15 * side + 15) * 4], ==, 0xff);
  g_assert_cmpuint (pixels[(16 * side + 16) * 4], ==, 0x00);
  /* and its white ring one module in */
  g_assert_cmpuint (pixels[(20 * side + 20) * 4], ==, 0xff);
}

/* With SCREENSHOT_DIR set, the dialog as drawn, to look at */
static void
save_shot (GtkWidget  *widget,
           const char *name)
{
  const char *dir = g_getenv ("SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  if (dir == NULL)
    return;
  ui_test_wait_for_rest (widget);
  path = g_build_filename (dir, name, NULL);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    return;
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_save_to_png (texture, path);
}

static gboolean
has_address (GtkWidget *widget,
             gpointer   data)
{
  return g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), data) == 0;
}

/* the first seat's row, as the dialog has built it now */
static const char *
first_subtitle (GtkWidget *dialog)
{
  g_autoptr(GPtrArray) rows = ui_test_find_all (dialog, ADW_TYPE_EXPANDER_ROW, NULL, NULL);

  return rows->len > 0 ? adw_expander_row_get_subtitle (rows->pdata[0]) : NULL;
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  SoupWebsocketConnection **conn = data;

  *conn = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, NULL);
  g_assert_nonnull (*conn);
}

/* The dialog: a row for each human seat, its switch on the setting, the
 * code and the address of an invited one, and a phone seen */
/* Whether the switch of the row of the seat named @name is on */
static gboolean
switch_is_on (GtkWidget  *dialog,
              const char *name)
{
  g_autoptr(GPtrArray) rows = ui_test_find_all (dialog, ADW_TYPE_EXPANDER_ROW, NULL, NULL);

  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), name) == 0)
      return adw_expander_row_get_enable_expansion (rows->pdata[i]);
  return FALSE;
}

static void
test_dialog (Fixture       *f,
             gconstpointer  data)
{
  LairRemoteServer *server = lair_invite_phones_get_server (f->phones);
  GtkWidget *dialog = lair_invite_dialog_new (f->phones);
  g_autoptr(GPtrArray) rows = NULL;
  g_autofree char *address = NULL;
  g_autoptr(SoupSession) soup = NULL;
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GUri) uri = NULL;
  g_autofree char *ws = NULL;
  g_autofree char *origin = NULL;
  SoupWebsocketConnection *conn = NULL;
  AdwExpanderRow *ada;

  ui_test_present (GTK_WINDOW (dialog));
  rows = ui_test_find_all (dialog, ADW_TYPE_EXPANDER_ROW, NULL, NULL);
  /* Ada and Bo; not the computer */
  g_assert_cmpuint (rows->len, ==, 2);
  ada = rows->pdata[0];
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ada)), ==, "Ada");
  g_assert_false (adw_expander_row_get_enable_expansion (ada));
  g_assert_null (ui_test_find (dialog, GTK_TYPE_PICTURE, NULL, NULL));

  /* the switch turns the seat on, and the setting with it */
  adw_expander_row_set_enable_expansion (ada, TRUE);
  g_assert_true (wanted_in_settings (f->settings, 0));
  g_assert_true (lair_remote_server_get_running (server));
  address = lair_remote_server_get_address (server, 0);
  g_assert_nonnull (address);
  ui_test_wait_until (ui_test_find (dialog, GTK_TYPE_LABEL, has_address, address) != NULL);
  g_assert_nonnull (ui_test_find (dialog, GTK_TYPE_PICTURE, NULL, NULL));
  g_assert_true (gtk_label_get_selectable (GTK_LABEL (ui_test_find (dialog, GTK_TYPE_LABEL, has_address, address))));

  save_shot (dialog, "invite-phones.png");

  /* renamed, the seat's row and code follow */
  g_object_set (lair_game_session_get_seat (f->session, 0), "name", "Adele", NULL);
  g_ptr_array_unref (rows);
  rows = ui_test_find_all (dialog, ADW_TYPE_EXPANDER_ROW, NULL, NULL);
  ui_test_wait_until (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[0]), "Adele") == 0);
  {
    g_autofree char *problem =
      gtk_test_accessible_check_property (GTK_ACCESSIBLE (ui_test_find (dialog, GTK_TYPE_PICTURE, NULL, NULL)),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, "QR code of the address of Adele’s seat");

    if (problem != NULL)
      g_error ("%s", problem);
  }

  /* a phone comes: the seat says so */
  g_assert_false (lair_seat_get_remote (lair_game_session_get_seat (f->session, 0)));
  uri = g_uri_parse (address, G_URI_FLAGS_NONE, NULL);
  origin = g_strdup_printf ("http://%s:%d", g_uri_get_host (uri), g_uri_get_port (uri));
  ws = g_strdup_printf ("ws://%s:%d%sws", g_uri_get_host (uri), g_uri_get_port (uri), g_uri_get_path (uri));
  soup = soup_session_new ();
  msg = soup_message_new ("GET", ws);
  soup_session_websocket_connect_async (soup, msg, origin, NULL, G_PRIORITY_DEFAULT, NULL, connected_cb, &conn);
  ui_test_wait_until (conn != NULL && lair_seat_get_remote (lair_game_session_get_seat (f->session, 0)));
  ui_test_wait_until (g_strcmp0 (first_subtitle (dialog), "On a phone") == 0);
  save_shot (dialog, "invite-phones-held.png");

  /* turned off: the address stops working, the phone is let go */
  g_ptr_array_unref (rows);
  rows = ui_test_find_all (dialog, ADW_TYPE_EXPANDER_ROW, NULL, NULL);
  adw_expander_row_set_enable_expansion (rows->pdata[0], FALSE);
  g_assert_false (wanted_in_settings (f->settings, 0));
  g_assert_false (lair_remote_server_get_running (server));
  g_assert_false (lair_seat_get_remote (lair_game_session_get_seat (f->session, 0)));
  ui_test_wait_until (soup_websocket_connection_get_state (conn) == SOUP_WEBSOCKET_STATE_CLOSED);
  g_clear_object (&conn);

  /* the switch shows the setting, however it is changed */
  lair_invite_phones_set_wanted (f->phones, 2, TRUE);
  g_assert_true (switch_is_on (dialog, "Bo"));
  g_assert_false (switch_is_on (dialog, "Adele"));
  ui_test_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add ("/invite/seats", Fixture, NULL, fixture_set_up, test_invites, fixture_tear_down);
  g_test_add ("/invite/watching", Fixture, NULL, fixture_set_up, test_invites_watching, fixture_tear_down);
  g_test_add_func ("/invite/qr-code", test_qr_code);
  g_test_add ("/invite/dialog", Fixture, NULL, fixture_set_up, test_dialog, fixture_tear_down);
  return ui_test_run ();
}
