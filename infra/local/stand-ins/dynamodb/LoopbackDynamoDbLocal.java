import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local bound to 127.0.0.1 only. Its own main() listens on every interface and has no option
 * to choose one, so this starts the same server from the same command line, then binds its Jetty
 * connectors to the loopback address before they open. Run as a single-file source program
 * (java -cp DynamoDBLocal.jar LoopbackDynamoDbLocal.java -port N ...): nothing is compiled into the repo.
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
  }
}
