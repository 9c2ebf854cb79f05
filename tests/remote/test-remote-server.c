/* test-remote-server.c — the seats' addresses: tokens, and new ones per game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libsoup/soup.h>

#include "lair-remote-server.h"

typedef struct {
  gboolean done;
  guint status;
} Request;

static void
sent_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  Request *request = data;
  g_autoptr(GBytes) body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);

  request->status = soup_message_get_status (soup_session_get_async_result_message (SOUP_SESSION (source),
                                                                                     result));
  request->done = TRUE;
}

/* The status of a GET, the server answering on this thread's loop */
static guint
get_status (const char *address)
{
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", address);
  Request request = { 0 };

  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, sent_cb, &request);
  while (!request.done)
    g_main_context_iteration (NULL, TRUE);
  return request.status;
}

static const char *
token_of (const char *address)
{
  return strstr (address, "/p/") + 3;
}

static void
test_tokens (void)
{
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  g_autoptr(LairRemoteServer) server = lair_remote_server_new (session);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *renewed = NULL;
  g_autofree char *in_game = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (lair_game_session_join_seat (session, i, NULL));
      g_assert_true (lair_game_session_finish_joining (session, i, NULL, NULL));
    }
  lair_remote_server_set_host (server, "127.0.0.1");
  g_assert_null (lair_remote_server_get_address (server, 0));
  lair_remote_server_set_invited (server, 0, TRUE);
  lair_remote_server_set_invited (server, 1, TRUE);
  g_assert_true (lair_remote_server_start (server, &error));
  g_assert_no_error (error);

  first = lair_remote_server_get_address (server, 0);
  second = lair_remote_server_get_address (server, 1);
  g_assert_nonnull (first);
  g_assert_true (g_str_has_prefix (first, "http://127.0.0.1:"));
  /* 128 bits in lowercase hex, one token per seat */
  g_assert_cmpuint (strlen (token_of (first)), ==, 32 + 1);
  for (const char *c = token_of (first); *c != '/'; c++)
    g_assert_true (g_ascii_isxdigit (*c) && !g_ascii_isupper (*c));
  g_assert_cmpstr (first, !=, second);
  g_assert_null (lair_remote_server_get_address (server, 2));
  g_assert_cmpuint (get_status (first), ==, 200);
  g_assert_cmpuint (get_status (second), ==, 200);

  /* a game played and left: new addresses, the old ones refused */
  g_assert_true (lair_game_session_play (session, NULL));
  in_game = lair_remote_server_get_address (server, 0);
  g_assert_cmpstr (in_game, ==, first);
  lair_game_session_return_to_menu (session);
  renewed = lair_remote_server_get_address (server, 0);
  g_assert_cmpstr (renewed, !=, first);
  g_assert_cmpuint (get_status (first), ==, 403);
  g_assert_cmpuint (get_status (renewed), ==, 200);

  /* a seat no longer invited: its address is refused */
  lair_remote_server_set_invited (server, 0, FALSE);
  g_assert_null (lair_remote_server_get_address (server, 0));
  g_assert_cmpuint (get_status (renewed), ==, 403);

  lair_remote_server_stop (server);
  g_assert_false (lair_remote_server_get_running (server));
  g_assert_null (lair_remote_server_get_address (server, 1));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/remote-server/tokens", test_tokens);
  return g_test_run ();
}
